import CollectionLayout

/// The layout a Swift export (UIKit, SwiftUI) carries: one of the layouts
/// every export shares (`ExportPort`), or the keyline carousel, which the
/// Swift exports carry on their own. Every choice the Swift exporters make
/// by layout switches over this, exhaustively.
enum SwiftExportPort {
    case shared(ExportPort)
    case keyline(KeylineLayout)

    /// The port of `layout`, or nil for a layout the Swift exports do not carry.
    init?(_ layout: any CollectionLayout) {
        if let port = ExportPort(layout) {
            self = .shared(port)
        } else if let keyline = layout as? KeylineLayout {
            self = .keyline(keyline)
        } else {
            return nil
        }
    }

    var kind: LayoutKind {
        switch self {
        case .shared(let port): port.kind
        case .keyline: .keyline
        }
    }

    /// Whether the layout keeps the data's sections (the keyline carousel
    /// places one section, the data flattened).
    var keepsSections: Bool {
        switch self {
        case .shared(let port): port.keepsSections
        case .keyline: false
        }
    }

    /// Whether the layout reads each item's size from the data (the keyline
    /// carousel's multi-aspect strategy its aspect ratio).
    var readsItemSizes: Bool {
        switch self {
        case .shared(let port): port.readsItemSizes
        case .keyline(let layout): layout.strategy == .multiAspect
        }
    }

    /// Whether the layout draws each item through a mask (`LayoutElement.mask`).
    var masksItems: Bool {
        switch self {
        case .shared: false
        case .keyline: true
        }
    }
}
