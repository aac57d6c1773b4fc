import CollectionLayout
import Foundation

/// File ▸ Export as Web Page and as UIKit Layout: the view as the canvas
/// shows it, written as `export web` and `export uikit` write it.
extension MainWindow {
    /// Writes the current view as a folder with `index.html`, its script and its pictures.
    func exportWebPage() {
        guard let path = FileDialog.choose(
            parent: window, title: "Export Web Page", saving: true, suggestedName: "\(playground.layoutID)-web") else { return }
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
        let name = UIKitExporter.className(of: LayoutKind(id: playground.layoutID) ?? .cards) + ".swift"
        guard let path = FileDialog.choose(
            parent: window, title: "Export UIKit Layout", saving: true, suggestedName: name,
            filters: [("Swift", ["*.swift"])]) else { return }
        do {
            try AtomicFile.write(Data(try UIKitExporter(view: currentView).source().utf8), to: path)
            hideError()
        } catch let failure as CommandFailure {
            showError("Could not export the UIKit layout: \(failure.message)")
        } catch {
            showError("Could not export the UIKit layout: \(error)")
        }
    }
}
