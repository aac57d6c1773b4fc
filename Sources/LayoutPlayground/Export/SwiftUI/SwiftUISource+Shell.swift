/// The SwiftUI part of an exported view file, compiled only where SwiftUI
/// exists: the view, generic over the person's data and content, and its
/// helpers nested in it. Each declaration it uses cites the page of Apple's
/// documentation whose signature it follows.
extension SwiftUIExporter {
    /// The shell for `port`: `__NAME__` is the view, `__MATH__` the namespace of its math.
    static func shellSource(_ port: SwiftMathGenerator.Port, viewName: String, mathName: String) -> String {
        let scroller = (port.placesEveryItem ? placingScroller : transformingScroller)
            .replacingOccurrences(of: "__MASK__\n", with: port.masksItems ? clipToMask : "")
        return (shellTemplate.replacingOccurrences(of: "__SCROLLER__", with: scroller + (port.masksItems ? maskShape : "")))
            .replacingOccurrences(of: "__NAME__", with: viewName)
            .replacingOccurrences(of: "__MATH__", with: mathName)
    }

    static let shellTemplate = #"""
// MARK: - SwiftUI: a scroll view over the math above

#if canImport(SwiftUI)
import SwiftUI

/// The exported layout as a SwiftUI view over your data:
///
///     __NAME__(photos) { photo in
///         PhotoCard(photo)
///     }
///
/// `data` is any `RandomAccessCollection` of `Identifiable` elements, laid
/// out as one section of `data.count` items; `content` makes each item's
/// view. When the data changes the view lays the new data out. The scroll
/// view rests where the layout's rule says (`RestBehavior`, a
/// `ScrollTargetBehavior`), from the release's velocity.
// https://developer.apple.com/documentation/swiftui/view
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct __NAME__<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
    public typealias Math = __MATH__.Math
    public typealias LayoutData = __MATH__.LayoutData
    public typealias LayoutElement = __MATH__.LayoutElement
    public typealias LayoutPoint = __MATH__.LayoutPoint
    public typealias LayoutSize = __MATH__.LayoutSize
    public typealias LayoutRect = __MATH__.LayoutRect

    public let data: Data
    public let content: (Data.Element) -> Content

    /// The scroll view's content offset, read from the content's frame in
    /// the scroll view's coordinate space.
    // https://developer.apple.com/documentation/swiftui/state
    @State private var offset = CGPoint.zero

    // https://developer.apple.com/documentation/swiftui/viewbuilder
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: some View {
        // https://developer.apple.com/documentation/swiftui/geometryreader
        GeometryReader { proxy in
            scroller(viewport: proxy.size)
        }
    }

    /// The math prepared for `viewport` and `count` items in one section;
    /// `sizes`: each item's size (the layouts that read sizes), nil where
    /// the item has none (the exported data's size stands in).
    nonisolated static func prepared(viewport: CGSize, count: Int, sizes: [CGSize]? = nil) -> Math {
        let math = Math()
        let data = LayoutData(itemCounts: [count]) { _, i in
            guard let sizes, sizes.indices.contains(i), sizes[i].width > 0, sizes[i].height > 0,
                  sizes[i].width.isFinite, sizes[i].height.isFinite else { return nil }
            return LayoutSize(Double(sizes[i].width), Double(sizes[i].height))
        }
        math.prepare(viewport: LayoutSize(Double(viewport.width), Double(viewport.height)), data: data)
        return math
    }

    /// The element at the data's position `i`.
    func datum(_ i: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: i)]
    }

__SCROLLER__
    /// The layout's rest rule: where a released scroll view comes to rest,
    /// from the proposed end, the release's velocity and the offset it
    /// started from (the math's `targetContentOffset`, as UIKit's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
    public struct RestBehavior: ScrollTargetBehavior {
        public var count: Int

        // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
        public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
            let math = __NAME__.prepared(viewport: context.containerSize, count: count)
            // SwiftUI's velocity in points per second; the math takes UIKit's points per millisecond.
            let velocity = LayoutPoint(Double(context.velocity.dx) / 1000, Double(context.velocity.dy) / 1000)
            let start = context.originalTarget.rect.origin, proposed = target.rect.origin
            let rest = math.targetContentOffset(proposed: LayoutPoint(Double(proposed.x), Double(proposed.y)),
                                                velocity: velocity, current: LayoutPoint(Double(start.x), Double(start.y)))
            guard rest.x.isFinite, rest.y.isFinite else { return }
            // https://developer.apple.com/documentation/swiftui/scrolltarget
            target.rect.origin = CGPoint(x: rest.x, y: rest.y)
        }
    }

    /// Places the content's subviews: at the given elements' frames in a
    /// container of size `viewport` (the content), or (without elements)
    /// where the math, for a view of size `viewport`, places items of the
    /// subviews' own ideal sizes, the container as large as the layout's content.
    // https://developer.apple.com/documentation/swiftui/layout
    public struct Placement: Layout {
        public var viewport: CGSize
        /// The elements for the subviews, one each in order; nil: the math places every subview.
        public var elements: [LayoutElement]?

        func math(_ subviews: Subviews) -> Math {
            // https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
            let sizes = elements == nil ? subviews.map { $0.sizeThatFits(.unspecified) } : nil
            return __NAME__.prepared(viewport: viewport, count: subviews.count, sizes: sizes)
        }

        // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
        public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let size = elements == nil ? math(subviews).contentSize : LayoutSize(Double(viewport.width), Double(viewport.height))
            return CGSize(width: size.width, height: size.height)
        }

        // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
        public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
            func place(_ k: Int, _ e: LayoutElement) {
                subviews[k].place(at: CGPoint(x: bounds.minX + e.center.x, y: bounds.minY + e.center.y), anchor: .center,
                                  proposal: ProposedViewSize(width: e.size.width, height: e.size.height))
            }
            if let elements {
                for (k, e) in elements.enumerated() where k < subviews.count { place(k, e) }
            } else {
                for e in math(subviews).everyElement(offset: .zero)
                where e.category == "cell" && e.section == 0 && e.item < subviews.count { place(e.item, e) }
            }
        }
    }

    /// The content's origin in the scroll view's coordinate space (minus the content offset).
    // https://developer.apple.com/documentation/swiftui/preferencekey
    struct OffsetKey: PreferenceKey {
        static var defaultValue: CGPoint { .zero }
        static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) { value = nextValue() }
    }

    /// An item on screen: its data and its element.
    struct Placed: Identifiable {
        let id: Data.Element.ID
        let element: LayoutElement
        let datum: Data.Element
    }

    /// The element's transforms as one projection of its plane, about its
    /// centre: the 3-D transform (row vectors, Core Animation's order), then
    /// the 2-D one. Exact: a plane's image under a 4×4 matrix with
    /// perspective is the 3×3 homography of the rows and columns 1, 2 and 4.
    nonisolated static func projection(_ e: LayoutElement) -> ProjectionTransform {
        let m = e.transform3D, a = e.transform, w = e.size.width / 2, h = e.size.height / 2
        typealias M3 = [[Double]]
        func times(_ p: M3, _ q: M3) -> M3 {
            (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + p[i][$1] * q[$1][j] } } }
        }
        let toCentre: M3 = [[1, 0, 0], [0, 1, 0], [-w, -h, 1]], back: M3 = [[1, 0, 0], [0, 1, 0], [w, h, 1]]
        let plane: M3 = [[m.m11, m.m12, m.m14], [m.m21, m.m22, m.m24], [m.m41, m.m42, m.m44]]
        let affine: M3 = [[a.a, a.b, 0], [a.c, a.d, 0], [a.tx, a.ty, 1]]
        let r = times(times(times(toCentre, plane), affine), back)
        // https://developer.apple.com/documentation/swiftui/projectiontransform
        var t = ProjectionTransform()
        t.m11 = r[0][0]; t.m12 = r[0][1]; t.m13 = r[0][2]
        t.m21 = r[1][0]; t.m22 = r[1][1]; t.m23 = r[1][2]
        t.m31 = r[2][0]; t.m32 = r[2][1]; t.m33 = r[2][2]
        return t
    }
}
#endif
"""#

    /// The layouts whose items stay put: every item placed by `Placement`.
    static let placingScroller = #"""
    func scroller(viewport: CGSize) -> some View {
        // https://developer.apple.com/documentation/swiftui/scrollview
        ScrollView(.vertical) {
            Placement(viewport: viewport, elements: nil) {
                // https://developer.apple.com/documentation/swiftui/foreach
                ForEach(data) { item in
                    content(item)
                }
            }
            // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
            .frame(width: viewport.width, alignment: .topLeading)
        }
        // https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
        .scrollTargetBehavior(RestBehavior(count: data.count))
    }

"""#

    /// The layouts whose items follow the scroll offset: the items in view,
    /// placed, transformed, faded and ordered by the math at the offset.
    static let transformingScroller = #"""
    func scroller(viewport: CGSize) -> some View {
        let math = Self.prepared(viewport: viewport, count: data.count)
        let size = math.contentSize, at = LayoutPoint(Double(offset.x), Double(offset.y))
        let visible = LayoutRect(at.x, at.y, Double(viewport.width), Double(viewport.height))
        let placed = math.elements(in: visible, offset: at).filter { $0.category == "cell" && $0.item < data.count }
            .map { e in Placed(id: datum(e.item).id, element: e, datum: datum(e.item)) }
        // https://developer.apple.com/documentation/swiftui/scrollview
        return ScrollView(math.scrollsVertically ? .vertical : .horizontal, showsIndicators: false) {
            Placement(viewport: CGSize(width: size.width, height: size.height), elements: placed.map(\.element)) {
                // https://developer.apple.com/documentation/swiftui/foreach
                ForEach(placed) { item in
                    let e = item.element
                    content(item.datum)
__MASK__
                        // https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)
                        .projectionEffect(Self.projection(e))
                        // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
                        .opacity(e.isHidden || !e.transform3D.isFinite ? 0 : e.alpha)
                        // https://developer.apple.com/documentation/swiftui/view/zindex(_:)
                        .zIndex(Double(e.zIndex))
                }
            }
            // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
            .background {
                GeometryReader { geometry in
                    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
                    // https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
                    Color.clear.preference(key: OffsetKey.self, value: geometry.frame(in: .scrollView).origin)
                }
            }
        }
        // https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
        .onPreferenceChange(OffsetKey.self) { origin in
            offset = CGPoint(x: -origin.x, y: -origin.y)
        }
        // https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
        .scrollTargetBehavior(RestBehavior(count: data.count))
    }

"""#

    /// The masked layouts' items (the keyline carousel's): each at its size,
    /// only its mask shown, as Material's `MaskableFrameLayout` clips an item.
    static let clipToMask = #"""
                        // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
                        .frame(width: e.size.width, height: e.size.height)
                        // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
                        .clipShape(MaskShape(element: e))

"""#

    /// The shape an item is clipped to: its mask, rounded by the corner radius.
    static let maskShape = #"""
    /// An item's mask (the part of it the keylines show), in the item's own
    /// coordinates, its corners rounded by the configured radius.
    // https://developer.apple.com/documentation/swiftui/shape
    struct MaskShape: Shape {
        let rect: CGRect
        let radius: CGFloat

        init(element e: LayoutElement) {
            let m = e.mask ?? LayoutRect(0, 0, e.size.width, e.size.height)
            rect = CGRect(x: m.x, y: m.y, width: m.width, height: m.height)
            radius = CGFloat(min(__MATH__.LayoutConfiguration.cornerRadius, min(m.width, m.height) / 2))
        }

        // https://developer.apple.com/documentation/swiftui/shape/path(in:)
        nonisolated func path(in bounds: CGRect) -> Path {
            // https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
            Path(roundedRect: rect, cornerRadius: max(0, radius))
        }
    }

"""#
}
