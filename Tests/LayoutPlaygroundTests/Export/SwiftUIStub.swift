import Foundation

/// The SwiftUI declarations an exported SwiftUI view uses, as a module named
/// `SwiftUI` with the signatures of Apple's documentation and nothing behind
/// them: compiled against it on Linux (in Swift 6's language mode, with
/// `View`'s main-actor isolation), an export's `#if canImport(SwiftUI)` part
/// is type-checked without an Apple SDK. Each declaration cites the page it
/// was written from. It shows that the shell is well-typed against those
/// signatures; it says nothing about how SwiftUI lays out, scrolls or draws.
enum SwiftUIStub {
    static let source = #"""
@_exported import Foundation

// Core Graphics' vector, which `import SwiftUI` brings on Apple platforms (Foundation on Linux lacks it).
// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Sendable, Equatable {
    public var dx: CGFloat, dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4jsjj
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    nonisolated init(storage: Storage) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { box = Box(value) }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, Sendable {
    case horizontal, vertical
    // https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    // https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading = UnitPoint(x: 0, y: 0)
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Sendable, Equatable {
    private let x: Int, y: Int
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(x: 1, y: 1)
    // https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(x: 0, y: 0)
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
public protocol CoordinateSpaceProtocol {}
// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: String
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}

// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, Sendable {
    private let name: String
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(name: "clear")
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/projectiontransform
public struct ProjectionTransform: Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    // https://developer.apple.com/documentation/swiftui/projectiontransform/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    associatedtype Value
    // https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }
    // https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// https://developer.apple.com/documentation/swiftui/vectorarithmetic
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}
// https://developer.apple.com/documentation/swiftui/emptyanimatabledata
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}
// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}
extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
}

// https://developer.apple.com/documentation/swiftui/proposedviewsize
public struct ProposedViewSize: Sendable, Equatable {
    public var width: CGFloat?, height: CGFloat?
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    // https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview: Equatable {
    let index: Int
    // https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let count_: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count_ }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(index: index) }
}

// https://developer.apple.com/documentation/swiftui/layout
@preconcurrency public protocol Layout: Animatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/layout/subviews
    typealias Subviews = LayoutSubviews
    // https://developer.apple.com/documentation/swiftui/layout/cache
    associatedtype Cache = Void
    // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}
extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
extension Layout {
    // https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { content() }
}

// https://developer.apple.com/documentation/swiftui/scrolltarget
public struct ScrollTarget {
    // https://developer.apple.com/documentation/swiftui/scrolltarget/rect
    public var rect: CGRect
    // https://developer.apple.com/documentation/swiftui/scrolltarget/anchor
    public var anchor: UnitPoint?
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
public struct ScrollTargetBehaviorContext {
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/originaltarget
    public var originalTarget: ScrollTarget { ScrollTarget(rect: .zero, anchor: nil) }
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/velocity
    public var velocity: CGVector { CGVector(dx: 0, dy: 0) }
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
    public var contentSize: CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
    public var containerSize: CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/axes
    public var axes: Axis.Set { .vertical }
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
public protocol ScrollTargetBehavior {
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/targetcontext
    typealias TargetContext = ScrollTargetBehaviorContext
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    nonisolated public func zIndex(_ value: Double) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }
    // https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Sendable {
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Sendable { case circular, continuous }

// https://developer.apple.com/documentation/swiftui/path
public struct Path: Sendable {
    // https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

// https://developer.apple.com/documentation/swiftui/shape (a View and Animatable there; only its path here)
public protocol Shape: Sendable {
    // https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}
"""#
}
