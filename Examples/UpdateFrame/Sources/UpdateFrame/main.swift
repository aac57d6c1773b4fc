import CollectionLayout
import CollectionRendering

// Deletes the second card and inserts one after it on a card carousel, and
// writes the animation's frame at t = 0.5 to a PNG (the path given, or
// update-frame.png).
let path = CommandLine.arguments.dropFirst().first ?? "update-frame.png"
let viewport = Size(width: 800, height: 500)
// Twelve cards, each with its own title and colour, named so that the update
// can tell them apart.
let palette = ["#e8604c", "#f0a04b", "#f7d95c", "#7cc26f", "#4fb3bf", "#5b7fd6", "#9a6fd0", "#d46fa6"]
let before = Dataset(sections: [DatasetSection(items: (0..<12).map {
    DatasetItem(title: "Card \($0)", color: RGBColor(hex: palette[$0 % palette.count]), id: "card-\($0)")
})])

// The layout before the update, at rest on the first card.
var cards = CardsLayout.Configuration()
cards.itemWidth = 260
cards.itemHeight = 340
let old = try CardsLayout(cards)
old.prepare(before.context(viewport: viewport))
let oldOffset = old.initialContentOffset

// The batch, by UIKit's index rules, and a second layout for the result.
let update = try BatchUpdate(parsing: "delete 1; insert 2").apply(to: before)
let new = try CardsLayout(cards)
new.prepare(update.dataset.context(viewport: viewport))
let newOffset = UpdateAnimator.anchoredOffset(old: old, oldOffset: oldOffset, new: new,
                                              mapping: update.mapping, viewport: viewport)
let animator = UpdateAnimator(old: old, oldDataset: before, oldOffset: oldOffset,
                              new: new, newDataset: update.dataset, newOffset: newOffset,
                              mapping: update.mapping, viewport: viewport)

// The deleted card slides out showing its own content; the others show the new data.
let frames = UpdateRenderer(oldDataset: before, newDataset: update.dataset, style: .layout(.cards))
try frames.export(animator, at: 0.5, to: path)

let changes = animator.elements(at: 0.5).reduce(into: [String: Int]()) { $0[$1.change.rawValue, default: 0] += 1 }
print("wrote \(path): \(changes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))")
