import CollectionLayout
import Foundation
import Testing

/// The carousel designer's library side: Edit as Custom, the type choice's
/// Auto values, the readable expressions, `curve`, the attribute curves and
/// the translatable parse errors.
@Suite struct CarouselDesignerTests {
    static let viewport = Size(width: 900, height: 600)

    private func layout(_ parameters: LayoutParameters, items: Int = 16) -> CarouselLayout {
        let layout = CarouselLayout(parameters: parameters)
        layout.prepare(LayoutContext(viewport: Self.viewport, sections: [Array(repeating: ItemMetrics(), count: items)]))
        return layout
    }

    private func expectSameAttributes(_ a: CarouselLayout, _ b: CarouselLayout, _ note: String) {
        for x in stride(from: -400.0, through: 3400, by: 137) {
            let offset = a.isVertical ? Point(x: 0, y: x) : Point(x: x, y: 0)
            for i in 0..<a.itemCount {
                guard let p = a.attributesForItem(at: IndexPath(item: i), offset: offset),
                      let q = b.attributesForItem(at: IndexPath(item: i), offset: offset) else { continue }
                let close = zip(p.transform3D.values, q.transform3D.values).allSatisfy { abs($0 - $1) <= 1e-6 || ($0.isNaN && $1.isNaN) }
                #expect(close && abs(p.alpha - q.alpha) <= 1e-6 && p.isHidden == q.isHidden && p.zIndex == q.zIndex,
                        "\(note) item \(i) at \(x)")
            }
        }
    }

    /// Every type, chosen after another type, then Edit as Custom: the same attributes.
    @Test(arguments: CarouselLayoutTests.builtInTypes)
    func editAsCustomFromEveryTypeKeepsTheAttributes(_ type: CarouselLayout.CarouselType) throws {
        for vertical in [false, true] {
            for previous in [CarouselLayout.CarouselType.coverFlow, .custom, .wheel] where previous != type {
                var p = try CarouselLayout(assignments: ["type=\(previous.rawValue)", "vertical=\(vertical)"]).parameters
                if previous == .custom { p = layout(p).editedAsCustom() }
                p = CarouselLayout.parameters(p, choosing: type)
                let builtIn = layout(p)
                #expect(builtIn.type == type)
                let edited = layout(builtIn.editedAsCustom())
                #expect(edited.type == .custom)
                expectSameAttributes(builtIn, edited, "\(previous) → \(type) vertical=\(vertical)")
            }
        }
    }

    /// Leaving the custom type restores the built-in type's Auto values.
    @Test func choosingABuiltInTypeAfterCustomRestoresItsAutoValues() throws {
        let rotary = layout(try CarouselLayout(assignments: ["type=rotary"]).parameters)
        let custom = rotary.editedAsCustom()
        #expect(custom[CarouselLayout.Key.visibleItems] != .auto && custom[CarouselLayout.Key.wrap] != .auto)
        for type in [CarouselLayout.CarouselType.cylinder, .wheel, .linear] {
            let chosen = CarouselLayout.parameters(custom, choosing: type)
            for key in CarouselLayout.keysKeptByEditAsCustom + [.count, .radius, .spacing, .arc, .angle, .tilt] {
                #expect(chosen[key] == .auto, "\(type) \(key)")
            }
            let fresh = layout(try CarouselLayout(assignments: ["type=\(type.rawValue)"]).parameters)
            expectSameAttributes(layout(chosen), fresh, "\(type)")
        }
        // Between built-in types a person's own values stay.
        let set = try CarouselLayout(assignments: ["type=coverFlow", "wrap=true"]).parameters
        #expect(CarouselLayout.parameters(set, choosing: .linear)[CarouselLayout.Key.wrap] == .bool(true))
    }

    /// The numbers written into the expressions: none with more than 6 significant digits.
    @Test(arguments: CarouselLayoutTests.builtInTypes)
    func generatedExpressionsHaveNoLongLiterals(_ type: CarouselLayout.CarouselType) throws {
        var rng = SeededRandom(seed: 0xD500 + UInt64(CarouselLayoutTests.builtInTypes.firstIndex(of: type)!))
        for _ in 0..<30 {
            let c = CarouselCase.random(type, &rng)
            let p = try c.layout().editedAsCustom()
            for text in [p.text(CarouselLayout.Key.transform), p.text(CarouselLayout.Key.alpha)] {
                for literal in Self.numbers(in: text) {
                    let digits = literal.filter(\.isNumber).drop { $0 == "0" }
                    #expect(digits.count <= 6, "\(c): \(literal) in \(text)")
                }
            }
        }
        let rotary = layout(try CarouselLayout(assignments: ["type=rotary"]).parameters).editedAsCustom()
        #expect(rotary.text(CarouselLayout.Key.transform)
                == "translate(radius * sin(offset / count * arc), 0, radius * cos(offset / count * arc) - radius)")
    }

    /// The number literals of `text` (names skipped).
    private static func numbers(in text: String) -> [String] {
        let chars = Array(text)
        var found: [String] = [], i = 0
        while i < chars.count {
            if chars[i].isLetter || chars[i] == "_" {
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
            } else if chars[i].isNumber || chars[i] == "." {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j] == "e" { j += 1 }
                found.append(String(chars[i..<j]))
                i = j
            } else {
                i += 1
            }
        }
        return found
    }

    /// `curve` against values worked out by hand (Fritsch–Carlson).
    @Test func curveMatchesAHandComputedTable() throws {
        // Points (0, 0), (1, 1), (2, 0): tangents 1, 0, −1 (the secants 1 and −1 disagree at x = 1).
        let hump = "curve(offset, 0, 0, 1, 1, 2, 0)"
        let table: [(Double, Double)] = [(-1, 0), (0, 0), (0.5, 0.625), (1, 1), (1.5, 0.625), (2, 0), (3, 0)]
        for (x, y) in table {
            let v = try LayoutExpression(hump).evaluate(ExpressionVariables(offset: x))
            #expect(abs(v - y) < 1e-12, "\(x): \(v)")
        }
        // A straight line stays straight; a flat stretch stays flat (no overshoot).
        let line = try LayoutExpression("curve(offset, -3, -600, 0, 0, 3, 600)")
        for x in stride(from: -3.0, through: 3, by: 0.25) {
            #expect(abs(line.evaluate(ExpressionVariables(offset: x)) - 200 * x) < 1e-9)
        }
        let step = try LayoutExpression("curve(offset, 0, 0, 1, 0, 2, 1, 3, 1)")
        for x in stride(from: 0.0, through: 3, by: 0.05) {
            let v = step.evaluate(ExpressionVariables(offset: x))
            #expect(v >= 0 && v <= 1, "\(x): \(v)")
            if x <= 1 { #expect(v == 0) }
        }
        // At x = 1.5 on (1, 0)–(2, 1) with tangents 0 and 0 (flat neighbours clamp them): h00·0 + h01·1 = 0.5.
        #expect(abs(step.evaluate(ExpressionVariables(offset: 1.5)) - 0.5) < 1e-12)
        #expect(throws: ExpressionError.self) { try LayoutExpression("curve(offset, 0, 0, 1)") }
        #expect(throws: ExpressionError.self) { try LayoutExpression("curve(offset, 1, 0, 0, 1)") }
        #expect(try LayoutExpression("curve(offset, 1, 0, index, 1)").evaluate(ExpressionVariables(offset: 0.5, index: 0)).isNaN)
    }

    /// The plot's points are the layout's attributes: the steps times the
    /// base give the item's transform, and each mark is its item's components.
    @Test(arguments: CarouselLayout.CarouselType.allCases)
    func curvePointsEqualTheAttributes(_ type: CarouselLayout.CarouselType) throws {
        let carousel = layout(try CarouselLayout(assignments: ["type=\(type.rawValue)", "alpha=1 - abs(offset) / 4"]).parameters)
        let offset = Point(x: 3.4 * carousel.pitch, y: 0)
        let curves = AttributeCurves(layout: carousel, contentOffset: offset)
        #expect(curves.samples.count == curves.offsets.count && !curves.marks.isEmpty)
        let base = carousel.options.baseTransform
        for mark in curves.marks {
            let a = try #require(carousel.attributesForItem(at: IndexPath(item: mark.item), offset: offset))
            let steps = carousel.stepsTransform(item: mark.item, offset: mark.offset)
            #expect(zip(steps.concatenating(base).values, a.transform3D.values).allSatisfy { abs($0 - $1) < 1e-9 }, "\(type)")
            #expect(mark.components == TransformComponents(affine: steps, alpha: a.alpha))
            #expect(abs(mark.offset - (Double(mark.item) - 3.4)) < 1e-9 || carousel.options.wrap)
        }
        // The components read as a person would: the linear type moves x by offset · itemWidth.
        if type == .linear {
            for (o, c) in zip(curves.offsets, curves.samples) { #expect(abs(c.x - o * 200) < 1e-9 && c.angle == 0 && c.scale == 1) }
        }
    }

    /// Curves moved along with the content are the curves made afresh at
    /// each offset: samples, marks and ranges, for every type and a custom
    /// one whose curves read the item's index.
    @Test func movedCurvesAreTheCurvesMadeAtEachOffset() throws {
        var random = SeededRandom(seed: 7)
        let assignments = CarouselLayout.CarouselType.allCases.map { ["type=\($0.rawValue)"] }
            + [["type=custom", "transform=translate(offset*itemWidth*0.6, 0, 0) rotate(-offset*0.8*(index % 3), 0, 1, 0)"]]
        for assigned in assignments {
            let carousel = layout(try CarouselLayout(assignments: assigned).parameters)
            var moved = AttributeCurves(layout: carousel, contentOffset: .zero)
            for _ in 0..<12 {
                let offset = Point(x: Double.random(in: -2...15, using: &random) * carousel.pitch, y: 0)
                moved.move(layout: carousel, to: offset)
                let fresh = AttributeCurves(layout: carousel, contentOffset: offset)
                #expect(moved.samples == fresh.samples, "\(assigned) at \(offset.x)")
                #expect(moved.marks.map(\.item) == fresh.marks.map(\.item) && moved.marks.map(\.offset) == fresh.marks.map(\.offset))
                #expect(moved.marks.map(\.components) == fresh.marks.map(\.components))
                for c in 0..<TransformComponents.names.count {
                    #expect(moved.range(ofComponent: c) == fresh.range(ofComponent: c))
                    #expect(moved.varies(c) == fresh.varies(c))
                }
            }
        }
    }

    /// A parse error's template goes through a translation before it is filled in.
    @Test func parseErrorsTranslateTheirTemplates() {
        do {
            _ = try TransformChain("rotate(1, 0, 1")
            Issue.record("parsed")
        } catch {
            #expect(error.template == "expected ')' after the arguments of {name}")
            let translated = error.description(translating: [
                "column {column}: {message}": "第 {column} 列：{message}",
                "expected ')' after the arguments of {name}": "{name} 的参数后应为“)”",
            ].withDefault)
            #expect(translated == "第 15 列：rotate 的参数后应为“)”")
        }
    }
}

private extension Dictionary where Key == String, Value == String {
    var withDefault: (String) -> String { { self[$0] ?? $0 } }
}

/// The `curve` calls a person drags on the plot, and the text a drag writes.
@Suite struct CurveHandleTests {
    @Test func findsTheCallsThatAreWholeArgumentsAndMovesTheirPoints() throws {
        let chain = "translate(curve(offset, -3, -500, 0, 0, 3, 500), 0, 1) rotate(curve(offset, -1, 0.5, 1, -0.5), 0, 1, 0) "
            + "scale(1, 2 * curve(offset, 0, 0, 1, 1), 1)"
        let handles = CurveHandle.inTransform(chain)
        // The x of translate and the angle of rotate; the scale's curve is inside a product, not draggable.
        #expect(handles.map(\.component) == [0, 3])
        #expect(handles[0].points == [Point(x: -3, y: -500), Point(x: 0, y: 0), Point(x: 3, y: 500)])
        #expect(handles[1].points == [Point(x: -1, y: 0.5), Point(x: 1, y: -0.5)])
        let moved = handles[0].text(chain, moving: 1, to: Point(x: 0.512, y: 123.4))
        #expect(moved.hasPrefix("translate(curve(offset, -3, -500, 0.5, 123, 3, 500), 0, 1) rotate("))
        #expect((try? TransformChain(moved)) != nil)
        // A point stays between its neighbours.
        let pushed = handles[0].text(chain, moving: 1, to: Point(x: 7, y: -2))
        #expect(CurveHandle.inTransform(pushed)[0].points[1] == Point(x: 2.95, y: -2))
        let negative = handles[1].text(chain, moving: 0, to: Point(x: -1.2, y: -0.25))
        #expect(CurveHandle.inTransform(negative)[1].points[0] == Point(x: -1.2, y: -0.25))
        let alpha = try #require(CurveHandle.inAlpha("curve(offset, -2, 0, 0, 1, 2, 0)"))
        #expect(alpha.component == 5 && alpha.points.count == 3)
        #expect(CurveHandle.inAlpha("1 - curve(offset, -2, 0, 2, 1)") == nil)
        #expect(CurveHandle.inAlpha("curve(offset, -2, 0, 2, index)") == nil)
        #expect(CurveHandle.inTransform("translate(curve(index, 0, 0, 1, 1), 0, 0)").isEmpty)
    }
}
