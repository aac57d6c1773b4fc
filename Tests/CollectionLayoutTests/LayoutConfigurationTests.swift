@testable import CollectionLayout
import Testing

/// Typed configurations (`CardsLayout.Configuration` …) and the text form
/// come from one declaration: the same defaults, ranges and errors.
@Suite struct LayoutConfigurationTests {
    /// Every layout's configuration type, made generic.
    static func defaults(_ type: any CollectionLayout.Type) throws -> [String: ParameterValue] {
        func values<C: LayoutConfiguration>(_: C.Type) -> [String: ParameterValue] { C().values }
        switch type {
        case is CardsLayout.Type: return values(CardsLayout.Configuration.self)
        case is WaterfallLayout.Type: return values(WaterfallLayout.Configuration.self)
        case is WheelLayout.Type: return values(WheelLayout.Configuration.self)
        case is RingLayout.Type: return values(RingLayout.Configuration.self)
        case is StackLayout.Type: return values(StackLayout.Configuration.self)
        case is FlowLayout.Type: return values(FlowLayout.Configuration.self)
        case is CarouselLayout.Type: return values(CarouselLayout.Configuration.self)
        case is SpringsLayout.Type: return values(SpringsLayout.Configuration.self)
        case is CompositionalLayout.Type: return values(CompositionalLayout.Configuration.self)
        case is KeylineLayout.Type: return values(KeylineLayout.Configuration.self)
        default: throw LayoutError.unknownLayout(type.id)
        }
    }

    static let ids = LayoutRegistry.all.map { $0.id }

    @Test(arguments: ids)
    func theDefaultsAreTheSpecsDefaults(id: String) throws {
        let type = try #require(LayoutRegistry.type(for: id))
        #expect(try Self.defaults(type) == LayoutParameters(layoutID: id, specs: type.parameterSpecs).values)
    }

    @Test func typedValuesWriteTheTextForm() throws {
        var configuration = CardsLayout.Configuration()
        configuration.itemWidth = 300
        configuration.sectionInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        configuration.vertical = true
        configuration.physics = .iCarousel
        configuration.bounces = false
        #expect(configuration.assignments == ["itemWidth=300", "sectionInsets=1,2,3,4", "vertical=true",
                                              "physics=icarousel", "bounces=false"])
        let typed = try CardsLayout(configuration)
        let text = try CardsLayout(assignments: configuration.assignments)
        #expect(typed.parameters == text.parameters)
        configuration.sectionInsets = nil
        #expect(!configuration.assignments.contains { $0.hasPrefix("sectionInsets") })
    }

    @Test func theTextFormReadsBackAsTypedValues() throws {
        let carousel = try CarouselLayout.Configuration(assignments: [
            "type=custom", "viewpointOffset=10,-5", "transform=translate(offset*100, 0, 0)",
            "alpha=1 - abs(offset)", "count=7", "wrap=true",
        ])
        #expect(carousel.type == .custom)
        #expect(carousel.viewpointOffset == Point(x: 10, y: -5))
        #expect(carousel.transform == (try TransformChain("translate(offset*100, 0, 0)")))
        #expect(carousel.alpha.text == "1 - abs(offset)")
        #expect(carousel.count == 7)
        #expect(carousel.wrap == true)
        #expect(carousel.radius == nil)
        let flow = try FlowLayout(assignments: ["alignment=justified", "pinHeaders=true"]).configuration(as: FlowLayout.Configuration.self)
        #expect(flow.alignment == .justified)
        #expect(flow.pinHeaders)
        #expect(flow.verticalAlignment == .center)
    }

    /// A typed value out of range fails when the layout is made, with the
    /// line the text form gives.
    @Test func outOfRangeValuesFailWithTheTextFormsLine() throws {
        var configuration = WaterfallLayout.Configuration()
        configuration.columnMargin = 5000
        var typedError: LayoutError?
        do { _ = try WaterfallLayout(configuration) } catch { typedError = error }
        var textError: LayoutError?
        do { _ = try WaterfallLayout(assignments: ["columnMargin=5000"]) } catch { textError = error }
        let typed = try #require(typedError), text = try #require(textError)
        #expect("\(typed)" == "\(text)")
        #expect(!"\(typed)".contains("\n"))

        var wheel = WheelLayout.Configuration()
        wheel.magnification = -1
        #expect(throws: LayoutError.self) { try WheelLayout(wheel) }
        var stack = StackLayout.Configuration()
        stack.decelerationRate = 2
        #expect(throws: LayoutError.self) { try stack.parameters() }
    }

    @Test func aConfigurationIsAValue() {
        var a = RingLayout.Configuration()
        let b = a
        a.radius = 250
        #expect(a != b)
        #expect(b.radius == nil)
        #expect(a.radius == 250)
    }
}
