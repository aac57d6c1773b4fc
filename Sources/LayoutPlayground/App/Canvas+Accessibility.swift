import CanvasAccessibility
import CGtk
import CollectionLayout
import Foundation

/// What a screen reader reads of the canvas: each visible element as an
/// accessible child (`CanvasAccessibility`), named by its title, with its
/// position in the data, its selected and focused states, its drawn extents
/// and an "activate" action that selects it; the canvas implements
/// AtkSelection. The children are re-read when the motion settles, the
/// configuration changes, the selection or the keyboard cursor moves, and
/// the canvas gains or loses the keyboard focus: the item in focus then
/// becomes the canvas's active descendant, which Orca speaks ("Level 2,
/// Misty Harbor. 2 of 16.").
extension Canvas {
    /// Points the canvas's accessible at this canvas.
    func installAccessibility() {
        var delegate = LpCanvasDelegate()
        delegate.owner = Unmanaged.passUnretained(self).toOpaque()
        delegate.count = { owner in
            MainActor.assumeIsolated { Int32(Canvas.from(owner).accessibleElements.count) }
        }
        delegate.describe = { owner, index, info in
            guard let info else { return 0 }
            nonisolated(unsafe) let target = info
            return MainActor.assumeIsolated {
                guard let described = Canvas.from(owner).accessibleInfo(Int(index)) else { return 0 }
                target.pointee = described
                return 1
            }
        }
        delegate.activate = { owner, index in
            MainActor.assumeIsolated { Canvas.from(owner).activateAccessible(Int(index)) }
        }
        delegate.deselect = { owner in
            MainActor.assumeIsolated { _ = Canvas.from(owner).deselect() }
        }
        lp_canvas_set_delegate(widget, &delegate)
    }

    /// Section by section, a header before its items, items in data order.
    private static func readingOrder(_ e: LayoutAttributes) -> (Int, Int) {
        (e.indexPath.section, e.category == .header ? -1 : e.indexPath.item)
    }

    private static func from(_ owner: UnsafeMutableRawPointer?) -> Canvas {
        Unmanaged<Canvas>.fromOpaque(owner!).takeUnretainedValue()
    }

    /// Re-reads the visible elements for assistive technology.
    func accessibleElementsChanged() {
        let offset = scroller.offset
        accessibleElements = layout.elements(in: visibleRect, offset: offset)
            .filter { !$0.isHidden && $0.alpha > 0 && ($0.category == .cell || $0.category == .header) }
            .sorted { Self.readingOrder($0) < Self.readingOrder($1) }
        lp_canvas_elements_changed(widget)
    }

    /// The name a person hears for `element`: its title and subtitle, a
    /// header's section title, or "Item 3".
    func accessibleName(of element: LayoutAttributes) -> String {
        let path = element.indexPath
        if element.category == .header {
            let sections = playground.dataset.sections
            let title = sections.indices.contains(path.section) ? sections[path.section].title : nil
            return title ?? tr("Section") + " \(path.section + 1)"
        }
        guard let item = playground.dataset.item(at: path) else { return tr("Item") + " \(path.item + 1)" }
        let words = [item.title, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return words.isEmpty ? tr("Item") + " \(path.item + 1)" : words.joined(separator: ", ")
    }

    private func accessibleInfo(_ index: Int) -> LpCellInfo? {
        guard accessibleElements.indices.contains(index) else { return nil }
        let element = accessibleElements[index]
        let offset = scroller.offset
        let box = (element.screenQuad()?.boundingBox ?? element.frame).offsetBy(dx: -offset.x, dy: -offset.y)
        var info = LpCellInfo()
        info.name = UnsafePointer(strdup(accessibleName(of: element)))
        info.role = element.category == .header ? LP_CELL_ROLE_HEADING : LP_CELL_ROLE_LIST_ITEM
        info.x = box.minX
        info.y = box.minY
        info.width = box.width
        info.height = box.height
        if element.category == .cell {
            let position = playground.dataset.flatIndex(of: element.indexPath) + 1
            let count = playground.dataset.itemCount
            info.position = Int32(position)
            info.set_size = Int32(count)
            info.description = UnsafePointer(strdup(position > 0 ? "\(position) " + tr("of") + " \(count)" : ""))
            info.selected = playground.selection == element.indexPath ? 1 : 0
            let focused = cursor ?? layout.currentIndex(at: scroller.restOffset).map { IndexPath(item: $0) }
            info.focused = gtk_widget_has_focus(widget) != 0 && focused == element.indexPath ? 1 : 0
        }
        return info
    }

    private func activateAccessible(_ index: Int) {
        guard accessibleElements.indices.contains(index), accessibleElements[index].category == .cell else { return }
        select(accessibleElements[index].indexPath)
    }
}
