/// Which way a horizontal layout runs: left to right, or right to left
/// under a right-to-left locale (Arabic, Hebrew), as GTK's text direction
/// and UIKit's `effectiveUserInterfaceLayoutDirection` say.
public enum LayoutDirection: String, CaseIterable, Sendable {
    /// Left to right (English): the first item at the left.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew): the first item at the right.
    case rightToLeft = "rtl"

    /// Whether the first item is at the right.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
