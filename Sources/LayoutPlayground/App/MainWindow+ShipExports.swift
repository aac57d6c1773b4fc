import CollectionLayout
import Foundation

/// File ▸ Export as Web Page, UIKit Layout, SwiftUI View and Android
/// LayoutManager: the view as the canvas shows it, written as `export web`,
/// `export uikit`, `export swiftui` and `export android` write it. A Swift
/// file's name, when it is a Swift identifier, names its class or view.
extension MainWindow {
    /// Writes the current view as a folder with `index.html`, its script and its pictures.
    func exportWebPage() {
        guard let path = FileDialog.choose(
            parent: window, title: "Export Web Page", saving: true, suggestedName: "\(playground.layoutKind.id)-web") else { return }
        exportWebPage(to: path)
    }

    func exportWebPage(to path: String) {
        do {
            try WebExporter(view: currentView).write(to: path)
            hideError()
        } catch let failure as CommandFailure {
            showError("Could not export the web page: \(failure.message)")
        } catch {
            showError("Could not export the web page: \(error)")
        }
    }

    /// Writes the current view's layout as one Swift file, a UICollectionViewLayout subclass.
    func exportUIKitLayout() {
        let name = UIKitExporter.className(of: currentKind) + ".swift"
        guard let path = FileDialog.choose(
            parent: window, title: "Export UIKit Layout", saving: true, suggestedName: name,
            filters: [("Swift", ["*.swift"])]) else { return }
        writeExport(what: "the UIKit layout", to: path) {
            try UIKitExporter(view: currentView, name: Self.swiftName(ofFile: path)).source()
        }
    }

    /// Writes the current view as one Swift file, a SwiftUI view generic over the data.
    func exportSwiftUIView() {
        let name = SwiftUIExporter.viewName(of: currentKind) + ".swift"
        guard let path = FileDialog.choose(
            parent: window, title: "Export SwiftUI View", saving: true, suggestedName: name,
            filters: [("Swift", ["*.swift"])]) else { return }
        writeExport(what: "the SwiftUI view", to: path) {
            try SwiftUIExporter(view: currentView, name: Self.swiftName(ofFile: path)).source()
        }
    }

    /// Writes the current view as a folder of Java sources: the math, a
    /// RecyclerView.LayoutManager and a SnapHelper.
    func exportAndroidLayoutManager() {
        guard let path = FileDialog.choose(
            parent: window, title: "Export Android LayoutManager", saving: true,
            suggestedName: "\(playground.layoutKind.id)-android") else { return }
        do {
            try AndroidExporter(view: currentView).write(to: path)
            hideError()
        } catch let failure as CommandFailure {
            showError("Could not export the Android LayoutManager: \(failure.message)")
        } catch {
            showError("Could not export the Android LayoutManager: \(error)")
        }
    }

    private var currentKind: LayoutKind { playground.layoutKind }

    /// The class or view name a Swift file's name gives (`MyCarousel.swift`
    /// → `MyCarousel`), or nil (the default name) when it is not a Swift identifier.
    static func swiftName(ofFile path: String) -> String? {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return UIKitExporter.isValidClassName(base) ? base : nil
    }

    /// Writes what `source` makes to `path`, or says why it could not.
    private func writeExport(what: String, to path: String, _ source: () throws -> String) {
        do {
            try AtomicFile.write(Data(try source().utf8), to: path)
            hideError()
        } catch let failure as CommandFailure {
            showError("Could not export \(what): \(failure.message)")
        } catch {
            showError("Could not export \(what): \(error)")
        }
    }
}
