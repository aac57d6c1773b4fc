/// The window's actions (`win.…`): one case each, with its shortcut and its
/// menu title, so the action table, the accelerators and the menu cannot
/// disagree on a name.
enum WindowAction: String, CaseIterable {
    case newDocument = "new"
    case open
    case save
    case saveAs = "save-as"
    case openDataset = "open-dataset"
    case openFolder = "open-folder"
    case presets
    case exportView = "export-view"
    case exportAttributes = "export-attributes"
    case exportWebPage = "export-web"
    case exportUIKit = "export-uikit"
    case exportSwiftUI = "export-swiftui"
    case exportAndroid = "export-android"
    case copySwift = "copy-swift"
    case showShortcuts = "show-help-overlay"
    case help
    case about
    case undo
    case redo
    case shuffle
    case togglePanel = "toggle-panel"
    case close
    case quit

    /// The name a menu item or accelerator refers to it by (`win.open-dataset`).
    var detailedName: String { "win." + rawValue }

    /// Its keyboard shortcut, in GTK's accelerator syntax, or nil.
    var accelerator: String? {
        switch self {
        case .newDocument: "<Primary>n"
        case .open: "<Primary>o"
        case .save: "<Primary>s"
        case .saveAs: "<Primary><Shift>s"
        case .openDataset: "<Primary><Shift>o"
        case .openFolder: nil
        case .presets: "<Primary>p"
        case .exportView: "<Primary>e"
        case .exportAttributes: "<Primary><Shift>e"
        case .exportWebPage, .exportUIKit, .exportSwiftUI, .exportAndroid: nil
        case .copySwift: "<Primary><Shift>c"
        case .showShortcuts: "<Primary>question"
        case .help: "F1"
        case .about: nil
        case .undo: "<Primary>z"
        case .redo: "<Primary><Shift>z"
        case .shuffle: nil
        case .togglePanel: "F9"
        case .close: "<Primary>w"
        case .quit: "<Primary>q"
        }
    }

    /// Its title in the main menu, or nil when it is not there.
    var menuTitle: String? {
        switch self {
        case .newDocument: "New"
        case .open: "Open…"
        case .save: "Save"
        case .saveAs: "Save As…"
        case .openDataset: "Open Dataset…"
        case .openFolder: "Open Folder of Pictures…"
        case .presets: "Presets…"
        case .exportView: "Export View…"
        case .exportAttributes: "Export Attributes as JSON…"
        case .exportWebPage: "Export as Web Page…"
        case .exportUIKit: "Export as UIKit Layout…"
        case .exportSwiftUI: "Export as SwiftUI View…"
        case .exportAndroid: "Export as Android LayoutManager…"
        case .copySwift: "Copy as Swift"
        case .showShortcuts: "Keyboard Shortcuts"
        case .help: "Help"
        case .about: "About Layout Playground"
        case .shuffle: "Shuffle Visible Items"
        case .undo, .redo, .togglePanel, .close, .quit: nil
        }
    }

    /// The main menu's sections, in order.
    static let menuSections: [[WindowAction]] = [
        [.newDocument, .open, .save, .saveAs], [.openDataset, .openFolder, .presets], [.shuffle],
        [.exportView, .exportAttributes, .exportWebPage, .exportUIKit, .exportSwiftUI, .exportAndroid, .copySwift], [.showShortcuts, .help, .about],
    ]
}
