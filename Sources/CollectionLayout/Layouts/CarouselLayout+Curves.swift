import Foundation

/// What a carousel type does to an item at one offset, in the terms a
/// person reads: how far it moves, how far it turns, how much it grows and
/// how opaque it is.
public struct TransformComponents: Hashable, Sendable {
    /// The move right, down and towards the eye, in points.
    public var x, y, z: Double
    /// The turn in radians (signed by the axis' largest component).
    public var angle: Double
    /// The growth along x (1 = as is).
    public var scale: Double
    /// The alpha.
    public var alpha: Double

    /// The components, in the plot's order, with their names.
    public static let names = ["x", "y", "z", "angle", "scale", "alpha"]

    /// The values in `names`' order.
    public var values: [Double] { [x, y, z, angle, scale, alpha] }

    /// The value of component `c` in `names`' order, without building `values`.
    public func value(_ c: Int) -> Double {
        switch c {
        case 0: x
        case 1: y
        case 2: z
        case 3: angle
        case 4: scale
        default: alpha
        }
    }

    /// The components of an affine transform (no perspective) and an alpha.
    public init(affine t: Transform3D, alpha: Double) {
        x = t.m41
        y = t.m42
        z = t.m43
        scale = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        let s = scale == 0 ? 1 : scale
        // The rotation part R = M/s: trace 1 + 2 cos a, (m23 − m32, m31 − m13, m12 − m21) = 2 sin a · axis.
        let trace = (t.m11 + t.m22 + t.m33) / s
        let v = [(t.m23 - t.m32) / s, (t.m31 - t.m13) / s, (t.m12 - t.m21) / s]
        let length = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
        let magnitude = atan2(length / 2, (trace - 1) / 2)
        let dominant = v.max { abs($0) < abs($1) } ?? 0
        angle = dominant < 0 ? -magnitude : magnitude
        self.alpha = alpha
    }
}

extension CarouselLayout {
    /// The range of offsets the curves show, −3…+3 items.
    public static let curveOffsets: ClosedRange<Double> = -3...3

    /// The type's own steps for item `i` at offset `o`, applied to the
    /// identity (no perspective, no viewpoint): the item's transform is
    /// this times the base transform.
    ///
    /// - Complexity: O(1) for the built-in types, O(size of the expressions) for `custom`.
    public func stepsTransform(item i: Int, offset o: Double) -> Transform3D {
        guard type == .custom else {
            var plain = options
            plain.m34 = 0
            plain.viewpointOffset = .zero
            return plain.transform(offset: o)
        }
        return transformChain.apply(to: .identity, variables(item: i, offset: o))
    }

    /// What the type does to item `i` at offset `o`, as components.
    ///
    /// - Complexity: as `stepsTransform(item:offset:)`.
    public func components(item i: Int, offset o: Double) -> TransformComponents {
        TransformComponents(affine: stepsTransform(item: i, offset: o), alpha: transformAndAlpha(item: i, offset: o).alpha)
    }

    /// The item whose variables the curves read at offset `o` from the
    /// current item `current` (its index wraps or is clamped as the items do).
    public func curveItem(current: Int, offset o: Double) -> Int {
        let n = max(1, itemCount)
        let i = current + Int(o.rounded())
        return options.wrap ? positiveModulo(i, n) : max(0, min(n - 1, i))
    }
}

/// The attribute curves of a carousel: each transform component sampled
/// over the offsets −3…+3, and the items in view marked where they are.
public struct AttributeCurves: Sendable {
    /// The sampled offsets, evenly spaced over `CarouselLayout.curveOffsets`.
    public var offsets: [Double]
    /// The components at each sampled offset.
    public var samples: [TransformComponents] { didSet { measure() } }
    /// The loaded items within the offsets: item, offset and components now.
    public var marks: [(item: Int, offset: Double, components: TransformComponents)] { didSet { measure() } }
    /// The custom type's `curve` calls a person can drag, with the parameter each is in.
    public var handles: [(key: CarouselLayout.Key, handle: CurveHandle)] = [] { didSet { measure() } }
    /// Each component's range over the samples, marks and handles, worked
    /// out when they change: a plot reads it for every point it draws.
    private var naturalRanges: [ClosedRange<Double>] = []
    /// Whether each component changes with the offset, worked out with `naturalRanges`.
    private var variations: [Bool] = []
    /// Ranges that stay put (while a point is dragged), by component.
    public var fixedRanges: [Int: ClosedRange<Double>] = [:]
    /// The current item the samples were taken at.
    private var sampledItem = 0

    /// The curves of `layout` (prepared) at `contentOffset`, with
    /// `sampleCount` samples.
    ///
    /// - Complexity: O(sampleCount + k) evaluations for k loaded items.
    public init(layout: CarouselLayout, contentOffset: Point, sampleCount: Int = 121) {
        let range = CarouselLayout.curveOffsets
        let s = layout.scrollPosition(at: contentOffset)
        let current = layout.currentIndex(at: contentOffset) ?? 0
        offsets = (0..<sampleCount).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(max(1, sampleCount - 1)) }
        samples = offsets.map { layout.components(item: layout.curveItem(current: current, offset: $0), offset: $0) }
        sampledItem = current
        marks = Self.marks(of: layout, scrollPosition: s)
        if layout.type == .custom {
            handles = CurveHandle.inTransform(layout.transformChain.text).map { (.transform, $0) }
            if let alpha = CurveHandle.inAlpha(layout.alphaExpression.text) { handles.append((.alpha, alpha)) }
        }
        measure()
    }

    /// The same layout's curves at `contentOffset`, as
    /// `init(layout:contentOffset:sampleCount:)` makes them: the marks
    /// again, the samples only when the current item changed on a custom
    /// type (the only one whose curves read the item). `layout` must be the
    /// one these curves were made of, unchanged since; a canvas moving asks
    /// this every frame, where sampling the curves again cost more than
    /// drawing them.
    ///
    /// - Complexity: O(k) evaluations for k loaded items, O(sampleCount + k)
    ///   when the samples are taken again.
    public mutating func move(layout: CarouselLayout, to contentOffset: Point) {
        let s = layout.scrollPosition(at: contentOffset)
        let current = layout.currentIndex(at: contentOffset) ?? 0
        if layout.type == .custom, current != sampledItem {
            samples = offsets.map { layout.components(item: layout.curveItem(current: current, offset: $0), offset: $0) }
            sampledItem = current
        }
        marks = Self.marks(of: layout, scrollPosition: s)
    }

    /// The loaded items within the curves' offsets at scroll position `s`.
    private static func marks(of layout: CarouselLayout,
                              scrollPosition s: Double) -> [(item: Int, offset: Double, components: TransformComponents)] {
        layout.loadedItems(scrollPosition: s).compactMap { i in
            let o = layout.itemOffset(i, scrollPosition: s)
            guard CarouselLayout.curveOffsets.contains(o) else { return nil }
            return (i, o, layout.components(item: i, offset: o))
        }
    }

    /// Works out `naturalRanges` and `variations` again.
    private mutating func measure() {
        let count = TransformComponents.names.count
        naturalRanges = (0..<count).map(naturalRange(ofComponent:))
        variations = (0..<count).map { c in
            guard let first = samples.first?.value(c) else { return false }
            return samples.contains { abs($0.value(c) - first) > 1e-9 }
        }
    }

    /// Component `c`'s lowest and highest value over the samples and the
    /// marks (a span of at least `minimumSpan` around a constant).
    ///
    /// - Complexity: O(1).
    public func range(ofComponent c: Int) -> ClosedRange<Double> {
        if let fixed = fixedRanges[c] { return fixed }
        return naturalRanges.indices.contains(c) ? naturalRanges[c] : naturalRange(ofComponent: c)
    }

    /// Component `c`'s range from the samples, the marks and the handles.
    private func naturalRange(ofComponent c: Int) -> ClosedRange<Double> {
        let handled = handles.filter { $0.handle.component == c }.flatMap { $0.handle.points.map(\.y) }
        let values = (samples.map { $0.value(c) } + marks.map { $0.components.value(c) } + handled).filter(\.isFinite)
        guard var lo = values.min(), var hi = values.max() else { return 0...1 }
        let minimumSpan = c == 5 || c == 4 ? 1.0 : (c == 3 ? 0.5 : 10)
        if hi - lo < minimumSpan {
            let mid = (hi + lo) / 2
            lo = mid - minimumSpan / 2
            hi = mid + minimumSpan / 2
        }
        return lo...hi
    }

    /// Whether component `c` changes with the offset.
    public func varies(_ c: Int) -> Bool {
        variations.indices.contains(c) && variations[c]
    }
}
