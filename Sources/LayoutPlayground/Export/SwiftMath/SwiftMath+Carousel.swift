import CollectionLayout

/// The carousel's export: iCarousel's types, and a custom type's
/// expressions compiled to Swift.
extension SwiftMathGenerator {
    func carouselPart(_ layout: CarouselLayout) throws -> LayoutPart {
        typealias K = CarouselLayout.Key
        let p = layout.parameters
        func bool(_ key: K) -> String {
            if case .bool(let b) = p[key.rawValue] { return "\(b)" }
            return "nil"
        }
        let chain = try TransformChain(p.text(K.transform.rawValue))
        let alpha = try LayoutExpression(p.text(K.alpha.rawValue))
        let steps = chain.stepSources(.swift).map { step -> String in
            let a = step.arguments
            switch step.operation {
            case .translate: return "t = t.translated(\(a[0]), \(a[1]), \(a[2]))"
            case .rotate: return "t = t.rotated(\(a[0]), \(a[1]), \(a[2]), \(a[3]))"
            case .scale: return "t = t.scaled(\(a[0]), \(a[1]), \(a[2]))"
            }
        }
        let custom = """
        /// The custom type's transform, `\(chain.text.replacingOccurrences(of: "\n", with: " "))`, compiled:
        /// each step a CATransform3D function of the running transform, from the base.
        nonisolated static func customTransform(_ base: LayoutMatrix3D, _ v: ExpressionVariables) -> LayoutMatrix3D {
            var t = base
        \(steps.map { "    " + $0 }.joined(separator: "\n"))
            return t
        }

        /// The custom type's alpha, `\(alpha.text.replacingOccurrences(of: "\n", with: " "))`, compiled.
        nonisolated static func customAlpha(_ v: ExpressionVariables) -> Double {
            \(alpha.source(.swift))
        }

        """
        let o = layout.options
        return LayoutPart(configuration: [
            "static let itemCount = \(view.dataset.itemCount)",
            "/// iCarousel's type: linear, rotary, invertedRotary, cylinder, invertedCylinder, wheel,",
            "/// invertedWheel, coverFlow, coverFlow2, timeMachine, invertedTimeMachine or custom.",
            "static let type = \(SwiftCodeGenerator.stringLiteral(layout.type.rawValue))",
            "static let vertical = \(layout.isVertical)",
            "/// Right to left (horizontal only): iCarousel in a mirror, the next item coming from the left.",
            "static let rightToLeft = \(layout.isMirrored)",
            "static let itemWidth: Double = \(Self.literal(layout.itemSize.width))",
            "static let itemHeight: Double = \(Self.literal(layout.itemSize.height))",
            "static let m34: Double = \(Self.literal(o.m34))",
            "static let viewpointOffset = LayoutPoint(\(Self.literal(o.viewpointOffset.x)), \(Self.literal(o.viewpointOffset.y)))",
            "// iCarousel's options; nil: iCarousel's default for the type.",
            "static let wrap: Bool? = \(bool(.wrap))",
            "static let spacing: Double? = \(Self.optional(p.numberOrAuto(K.spacing.rawValue)))",
            "static let arc: Double? = \(Self.optional(p.numberOrAuto(K.arc.rawValue)))",
            "static let radius: Double? = \(Self.optional(p.numberOrAuto(K.radius.rawValue)))",
            "static let angle: Double? = \(Self.optional(p.numberOrAuto(K.angle.rawValue)))",
            "static let tilt: Double? = \(Self.optional(p.numberOrAuto(K.tilt.rawValue)))",
            "static let count: Int? = \(Self.optional(p.integerOrAuto(K.count.rawValue)))",
            "static let fadeMin: Double? = \(Self.optional(p.numberOrAuto(K.fadeMin.rawValue)))",
            "static let fadeMax: Double? = \(Self.optional(p.numberOrAuto(K.fadeMax.rawValue)))",
            "static let fadeRange: Double? = \(Self.optional(p.numberOrAuto(K.fadeRange.rawValue)))",
            "static let fadeMinAlpha: Double? = \(Self.optional(p.numberOrAuto(K.fadeMinAlpha.rawValue)))",
            "static let showBackfaces: Bool? = \(bool(.showBackfaces))",
            "static let visibleItems: Int? = \(Self.optional(p.integerOrAuto(K.visibleItems.rawValue)))",
        ], math: custom + Self.carouselOptionsMath + Self.carouselMath)
    }
}
