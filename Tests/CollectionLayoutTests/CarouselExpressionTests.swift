import CollectionLayout
import Foundation
import Testing

@Suite struct CarouselExpressionTests {
    private func value(_ text: String, offset: Double = 0) throws -> Double {
        try LayoutExpression(text).evaluate(ExpressionVariables(offset: offset, index: 3, count: 10, itemWidth: 200,
                                                          itemHeight: 150, width: 800, height: 600))
    }

    /// Precedence, associativity and every operator and function.
    @Test func evaluatesTheGrammar() throws {
        let cases: [(String, Double)] = [
            ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("2 ^ 3 ^ 2", 512), ("-2 ^ 2", -4), ("2 ^ -1", 0.5),
            ("7 % 3", 1), ("-7 % 3", -1), ("7.5 % -2", 1.5), ("10 / 4", 2.5), ("1 - 2 - 3", -4), ("--3", 3),
            ("+3", 3), ("1 < 2", 1), ("2 <= 1", 0), ("3 > 2 ? 10 : 20", 10), ("0 ? 1 : 0 ? 2 : 3", 3),
            ("1 == 1", 1), ("1 != 1", 0), ("2 >= 2", 1), ("1e3 + .5", 1000.5), ("2.5E-1", 0.25),
            ("offset", 1.5), ("index + count", 13), ("itemWidth - itemHeight", 50), ("width / height", 4.0 / 3),
            ("pi", .pi), ("sin(pi / 2)", 1), ("cos(0)", 1), ("tan(0)", 0), ("asin(1)", .pi / 2), ("acos(1)", 0),
            ("atan(1)", .pi / 4), ("atan2(1, 1)", .pi / 4), ("abs(-3)", 3), ("min(3, 1, 2)", 1), ("max(3, 4)", 4),
            ("clamp(5, 0, 1)", 1), ("clamp(-5, 0, 1)", 0), ("clamp(0.5, 0, 1)", 0.5), ("pow(2, 10)", 1024),
            ("sqrt(16)", 4), ("exp(0)", 1), ("log(exp(2))", 2), ("floor(-1.5)", -2), ("ceil(1.2)", 2),
            ("round(2.5)", 3), ("round(-2.5)", -3), ("sign(-4)", -1), ("sign(0)", 0), ("sign(9)", 1),
            ("1 \u{2212} 3", -2), ("  offset*2  ", 3),
        ]
        for (text, expected) in cases {
            #expect(close(try value(text, offset: 1.5), expected, 1e-12), "\(text)")
        }
        #expect(try value("0/0").isNaN)
        #expect(try value("1/0") == .infinity)
    }

    /// Errors name the column and what was expected, in one line.
    @Test func errorsNameTheColumnAndWhatWasExpected() {
        let cases: [(String, Bool, String)] = [
            ("rotate(1, 0, 1", true, "column 15: expected ')' after the arguments of rotate"),
            ("translate(offset*itemWidth, 0, 0) rotate(-offset*0.3, 0, 1 0)", true,
             "column 60: expected ',' between the arguments of rotate"),
            ("translate(1, 2)", true, "column 1: expected 3 arguments (x, y, z) for translate, found 2"),
            ("spin(1, 2, 3)", true, "column 1: expected translate, rotate or scale, found 'spin'"),
            ("scale 1", true, "column 7: expected '(' after scale"),
            ("1 +", false, "column 4: expected a number, a name or '(', found the end"),
            ("1 $ 2", false, "column 3: unexpected character '$'"),
            ("(1 + 2", false, "column 7: expected ')' to close the '(' at column 1"),
            ("1 ? 2", false, "column 6: expected ':' between the two branches of '?'"),
            ("1 2", false, "column 3: expected an operator or the end, found '2'"),
            ("sin(1, 2)", false, "column 1: expected 1 argument for sin(a), found 2"),
            ("clamp(1, 2)", false, "column 1: expected 3 arguments for clamp(x, lo, hi), found 2"),
            ("ofset * 2", false, "column 1: unknown name 'ofset': did you mean 'offset'?"),
            ("wobble(1)", false, "column 1: unknown name 'wobble': not a variable or a function of the language (the reference lists them)"),
            ("curve(offset, 0, 1, 2)", false, "column 1: curve's points come in pairs (x0, y0, x1, y1…): found 3 numbers after x"),
            ("translte(1, 0, 0)", true, "column 1: unknown step 'translte': did you mean 'translate'?"),
            ("scale(1, 1, 1), scale(1, 1, 1)", true,
             "column 15: steps follow each other without ',': separate them with spaces or new lines"),
            ("translate(0,8, 0, 0)", true,
             "column 1: expected 3 arguments (x, y, z) for translate, found 4: decimals take a point (0.8), not a comma"),
            ("translate(1, 0, 0)\nrotate(1, 0, 1 0)", true, "line 2, column 16: expected ',' between the arguments of rotate"),
            ("translate(1, 0, 0)\nrotate(1, 0, 1", true, "line 2, column 15: expected ')' after the arguments of rotate"),
            ("sin + 1", false, "column 5: expected '(' after the function sin"),
            ("1e", false, "column 3: expected the digits of the exponent"),
        ]
        for (text, isChain, expected) in cases {
            do {
                if isChain { _ = try TransformChain(text) } else { _ = try LayoutExpression(text) }
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.description == expected, "\(text)")
            }
        }
        #expect(throws: ExpressionError.self) { try LayoutExpression("wobble") }
        #expect(throws: ExpressionError.self) { try LayoutExpression("") }
    }

    /// A bad expression makes the layout's construction throw a one-line
    /// `LayoutError` naming the key and the column.
    @Test func aBadExpressionIsRefusedWhenSet() {
        #expect(throws: LayoutError.invalidValue(key: "transform", value: "rotate(1, 0, 1", reason:
                    "column 15: expected ')' after the arguments of rotate")) {
            try CarouselLayout(assignments: ["type=custom", "transform=rotate(1, 0, 1"])
        }
        #expect(throws: LayoutError.self) { try CarouselLayout(assignments: ["alpha=offset +"]) }
        #expect(throws: LayoutError.self) { try CarouselLayout(assignments: ["viewpointOffset=1"]) }
        #expect((try? CarouselLayout(assignments: ["viewpointOffset=3,-4"])) != nil)
    }

    /// Random text, malformed text and deep nesting never trap; every error
    /// names a column within the text (or just after it).
    @Test func malformedInputNeverTraps() {
        var rng = SeededRandom(seed: 0xE1)
        let pieces = ["(", ")", ",", "?", ":", "+", "-", "*", "/", "%", "^", "<", "<=", "==", "!=", "1", "2.5", "1e",
                      "1e+", ".", "offset", "sin", "min", "clamp", "translate", "rotate", "scale", " ", "x", "@", "é",
                      "\u{2212}", "9e999", "0/0"]
        var errors = 0
        for _ in 0..<5000 {
            let text = (0..<rng.int(in: 0...14)).map { _ in pieces[rng.int(in: 0...(pieces.count - 1))] }.joined()
            for isChain in [false, true] {
                do {
                    if isChain { _ = try TransformChain(text) } else { _ = try LayoutExpression(text) }
                } catch {
                    errors += 1
                    #expect((1...(text.count + 1)).contains(error.column), "\(text): \(error)")
                    #expect(!error.description.contains("\n") && error.description.hasPrefix("column "))
                }
            }
        }
        #expect(errors > 1000)
        // Nesting is bounded before the stack is: each of these is refused at its 65th level.
        for deep in [String(repeating: "(", count: 9000) + "1", String(repeating: "-", count: 9000) + "1",
                     String(repeating: "sin(", count: 2000) + "1", String(repeating: "1?", count: 4000) + "1",
                     String(repeating: "2^", count: 4000) + "2", "translate(" + String(repeating: "(", count: 5000)] {
            do {
                _ = try deep.hasPrefix("translate") ? TransformChain(deep).text : LayoutExpression(deep).text
                Issue.record("parsed")
            } catch {
                #expect(error.message == "expected at most 64 levels of nesting", "\(deep.prefix(12))")
            }
        }
        #expect(throws: ExpressionError(column: 10_001, message: "expected at most 10000 characters")) {
            try LayoutExpression(String(repeating: "(", count: 100_000))
        }
        #expect((try? LayoutExpression(String(repeating: "(", count: 20) + "1" + String(repeating: ")", count: 20))) != nil)
    }

    /// Random chains evaluate to the matrices built directly with the
    /// oracle's `CATransform3DTranslate`/`Rotate`/`Scale`, left to right.
    @Test func randomChainsMatchDirectlyBuiltMatrices() throws {
        var rng = SeededRandom(seed: 0xE2)
        for _ in 0..<500 {
            let o = rng.double(in: -3...3)
            var text: [String] = []
            var expected = CATransform3DIdentity
            expected.m34 = -1.0 / 500
            for _ in 0..<rng.int(in: 0...6) {
                let a = (0..<4).map { _ in (rng.double(in: -5...5) * 100).rounded() / 100 }
                switch rng.int(in: 0...2) {
                case 0:
                    text.append("translate(\(a[0]) * offset, \(a[1]), \(a[2]))")
                    expected = CATransform3DTranslate(expected, a[0] * o, a[1], a[2])
                case 1:
                    text.append("rotate(offset * \(a[0]), \(a[1]), \(a[2]), \(a[3]))")
                    expected = CATransform3DRotate(expected, o * a[0], a[1], a[2], a[3])
                default:
                    text.append("scale(\(a[0]), \(a[1]) + offset, \(a[2]))")
                    expected = CATransform3DScale(expected, a[0], a[1] + o, a[2])
                }
            }
            let chain = try TransformChain(text.joined(separator: "  "))
            let got = chain.apply(to: .perspective(eyeDistance: 500), ExpressionVariables(offset: o))
            #expect(close(got, expected), "\(text)")
        }
    }

    /// Each built-in type written as custom expressions ("Edit as Custom")
    /// gives the same matrices and alphas, with random options, vertical or not.
    @Test(arguments: CarouselLayoutTests.builtInTypes)
    func builtInTypesAsCustomExpressionsGiveTheSameMatrices(_ type: CarouselLayout.CarouselType) throws {
        var rng = SeededRandom(seed: 0xE300 + UInt64(CarouselLayoutTests.builtInTypes.firstIndex(of: type)!))
        for _ in 0..<40 {
            let c = CarouselCase.random(type, &rng)
            let builtIn = try c.layout()
            let parameters = builtIn.editedAsCustom()
            let edited = CarouselLayout(parameters: parameters)
            edited.prepare(LayoutContext(viewport: c.viewport, sections: [Array(repeating: ItemMetrics(), count: c.itemCount)]))
            #expect(edited.type == .custom)
            let transform = parameters.text(CarouselLayout.Key.transform), alpha = parameters.text(CarouselLayout.Key.alpha)
            for _ in 0..<20 {
                let o = rng.double(in: -Double(c.itemCount)...Double(c.itemCount))
                let i = rng.int(in: 0...(c.itemCount - 1))
                let a = builtIn.transformAndAlpha(item: i, offset: o), b = edited.transformAndAlpha(item: i, offset: o)
                #expect(zip(a.transform.values, b.transform.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) || abs($0 - $1) <= 1e-9 * max(1, abs($0)) },
                        "\(c) o=\(o)\n\(transform)\n\(a.transform)\n\(b.transform)")
                #expect(a.alpha == b.alpha || abs(a.alpha - b.alpha) < 1e-12, "\(c) o=\(o) \(alpha)")
            }
        }
        let layout = try prepared(CarouselLayout.self, ["type=custom", "alpha=0.5"], viewport: Size(width: 800, height: 600), itemCount: 3)
        #expect(layout.customExpressions(for: .custom) == (CarouselLayout.defaultTransform, "0.5"))
    }

    /// NaN or ∞ hides the element; alpha is clamped to 0…1.
    @Test func nonFiniteResultsHideTheElement() throws {
        let viewport = Size(width: 800, height: 600)
        let nan = try prepared(CarouselLayout.self, ["type=custom", "transform=translate(1 / (offset - 1), 0, 0)"],
                               viewport: viewport, itemCount: 3)
        #expect(nan.attributesForItem(at: IndexPath(item: 1), offset: .zero)?.isHidden == true)
        #expect(nan.attributesForItem(at: IndexPath(item: 2), offset: .zero)?.isHidden == false)
        #expect(!nan.elements(in: Rect(x: 0, y: 0, width: 800, height: 600), offset: .zero).contains { $0.indexPath.item == 1 })
        let fading = try prepared(CarouselLayout.self, ["type=custom", "alpha=offset == 2 ? 0/0 : 2 - offset * 3"],
                                  viewport: viewport, itemCount: 3)
        #expect(fading.attributesForItem(at: IndexPath(item: 0), offset: .zero)?.alpha == 1)
        #expect(fading.attributesForItem(at: IndexPath(item: 1), offset: .zero)?.alpha == 0)
        #expect(fading.attributesForItem(at: IndexPath(item: 2), offset: .zero)?.isHidden == true)
    }
}
