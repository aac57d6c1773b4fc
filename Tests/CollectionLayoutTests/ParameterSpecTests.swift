import CollectionLayout
import Testing

/// What a parameter spec offers the side panel: values snapped to its step,
/// and a title for every option of a choice.
@Suite struct ParameterSpecTests {
    private func spec(_ kind: ParameterSpec.Kind) -> ParameterSpec {
        ParameterSpec(key: "k", title: "K", kind: kind, defaultValue: .auto, allowsAuto: true)
    }

    @Test func aSliderValueSnapsToTheStepWithItsDigits() {
        let scale = spec(.number(range: 0.05...1, step: 0.01))
        #expect(scale.snapped(0.07007042253521127) == 0.07)
        #expect(scale.snapped(0.30000000000000004) == 0.3)
        #expect(scale.snapped(0.855) == 0.86 || scale.snapped(0.855) == 0.85)
        #expect(scale.snapped(0.001) == 0.05, "kept in range")
        #expect(scale.snapped(7) == 1)
        let width = spec(.number(range: 1...4000, step: 1))
        #expect(width.snapped(280.4999) == 280)
        #expect(width.snapped(280.5) == 281)
        let perspective = spec(.number(range: 50...100_000, step: 10))
        #expect(perspective.snapped(904.9) == 900)
        #expect(perspective.snapped(905.1) == 910)
    }

    @Test func integersSnapToWholeNumbersInRange() {
        let columns = spec(.integer(range: 1...12))
        #expect(columns.snapped(4.6) == 5)
        #expect(columns.snapped(0.2) == 1)
        #expect(columns.snapped(40) == 12)
    }

    @Test func otherKindsAndNonFiniteValuesPassUnchanged() {
        #expect(spec(.bool).snapped(0.3) == 0.3)
        #expect(spec(.number(range: 0...1, step: 0.1)).snapped(.nan).isNaN)
    }

    @Test func theDigitsOfAStep() {
        #expect(ParameterSpec.digits(ofStep: 1) == 0)
        #expect(ParameterSpec.digits(ofStep: 10) == 0)
        #expect(ParameterSpec.digits(ofStep: 0.01) == 2)
        #expect(ParameterSpec.digits(ofStep: 0.5) == 1)
        #expect(ParameterSpec.digits(ofStep: 0.25) == 2)
        #expect(ParameterSpec.digits(ofStep: 1e-12) == 6)
    }

    /// Drop-downs show titles, not raw identifiers like "viewport".
    @Test func everyChoiceOfEveryLayoutHasATitle() {
        var choices = 0
        for type in LayoutRegistry.all {
            for spec in type.parameterSpecs {
                guard case .choice(let options) = spec.kind else { continue }
                for option in options {
                    choices += 1
                    #expect(spec.choiceTitles[option] != nil, "\(type.id).\(spec.key)=\(option)")
                    let title = spec.title(ofChoice: option)
                    #expect(title != option || title.first?.isUppercase == true, "\(type.id).\(spec.key)=\(option)")
                }
            }
        }
        #expect(choices >= 9)
        #expect(spec(.choice(["a"])).title(ofChoice: "a") == "a", "an option without a title shows its name")
    }
}

/// Every layout declares its keys once: the cases of its `Key` enum are
/// exactly its own specs' keys (all but the shared physics and autoplay
/// ones, a layout's own key may sit in the Scrolling group: the stack's
/// swipe threshold), in order, so a key can be neither misspelt nor
/// forgotten.
@Suite struct ParameterKeyTests {
    private func keys<L: ParameterKeyed>(_ type: L.Type) -> [String] { L.Key.allCases.map(\.rawValue) }

    @Test func everyLayoutsKeyEnumMatchesItsSpecs() throws {
        for kind in LayoutKind.allCases {
            let type = kind.layoutType
            let keyed = try #require(type as? any ParameterKeyed.Type, "\(kind.id) declares its keys")
            let physics = ScrollPhysics.parameterSpecs().map(\.key)
            let autoplay = type.init().isPaging ? Autoplay.parameterSpecs.map(\.key) : []
            let shared = Set(physics + Autoplay.parameterSpecs.map(\.key))
            let own = type.parameterSpecs.map(\.key).filter { !shared.contains($0) }
            #expect(keys(keyed) == own, "\(kind.id)")
            #expect(type.parameterSpecs.filter(\.group.isEmpty).allSatisfy { own.contains($0.key) }, "\(kind.id): ungrouped keys are its own")
            let scrolling = type.parameterSpecs.filter { $0.group == ScrollPhysics.parameterGroup }.map(\.key)
            #expect(scrolling.filter { shared.contains($0) } == physics, "\(kind.id) has the scrolling keys")
            let grouped = type.parameterSpecs.filter { !$0.group.isEmpty }.map(\.key).filter { shared.contains($0) }
            #expect(grouped == physics + autoplay, "\(kind.id): the paging layouts add the autoplay keys")
        }
    }
}

@Suite struct SliderRangeTests {
    /// Item sizes take up to 4000 in the field, but their slider stops at a
    /// comfortable 1000 — unless the value is beyond half of that.
    @Test func sizesHaveAComfortableSliderAndSpacingsAShorterOne() throws {
        let width = try #require(CardsLayout.parameterSpecs.first { $0.key == "itemWidth" })
        #expect(width.sliderUpperBound(showing: 280) == 1000)
        #expect(width.sliderUpperBound(showing: 900) == 1800)
        #expect(width.sliderUpperBound(showing: 3000) == 4000)
        let spacing = try #require(CardsLayout.parameterSpecs.first { $0.key == "internalItemSpacing" })
        #expect(spacing.sliderUpperBound(showing: 5) == 200)
        let scale = try #require(CardsLayout.parameterSpecs.first { $0.key == "scale" })
        #expect(scale.sliderMaximum == nil && scale.sliderUpperBound(showing: 0.85) == 1)
    }
}
