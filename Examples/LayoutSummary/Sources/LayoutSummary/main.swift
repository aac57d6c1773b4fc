import CollectionLayout

// Lays out 10,000 items of varied heights in a four-column waterfall and
// prints what a collection view would need: the content size, what the first
// screen shows, and where a flick comes to rest.
let viewport = Size(width: 800, height: 600)
let heights = [120.0, 180, 240, 160, 300]
let items = (0..<10_000).map { DatasetItem(size: Size(width: 200, height: heights[$0 % heights.count]), title: "Item \($0)") }
let data = Dataset(sections: [DatasetSection(items: items)])

var configuration = WaterfallLayout.Configuration()
configuration.columns = 4
configuration.columnMargin = 12
let layout = try WaterfallLayout(configuration)
layout.prepare(data.context(viewport: viewport))

let firstScreen = layout.elements(in: Rect(origin: .zero, size: viewport), offset: .zero)
let everything = layout.elements(in: Rect(origin: .zero, size: layout.contentSize), offset: .zero)
let cells = everything.filter { $0.category == .cell }
let lowest = cells.map { $0.frame.maxY }.max() ?? 0
let rest = Scroller.simulateRelease(layout: layout, viewport: viewport, offset: .zero,
                                    velocity: Point(x: 0, y: 3000))

print("items: \(data.itemCount)")
print("content: \(Int(layout.contentSize.width)) x \(Int(layout.contentSize.height)) points")
print("cells laid out: \(cells.count), lowest edge at \(Int(lowest))")
print("first screen: \(firstScreen.count) elements")
print("a 3000 pt/s flick rests at y = \(Int(rest.rest.y)) after \((rest.duration * 100).rounded() / 100) s")
if cells.count != data.itemCount { fatalError("the layout placed \(cells.count) of \(data.itemCount) items") }
