import CanvasAccessibility
import CGtk
import CollectionLayout
import Glibc

/// What a screen reader reads of the canvas: each visible element as an
/// accessible child (`CanvasAccessibility`), named by its title, with its
/// position in the data, its selected and focused states, its drawn extents
/// and an "activate" action that selects it; the canvas implements
/// AtkSelection. The children are re-read when the motion settles, the
/// configuration changes, the selection or the keyboard cursor moves, and
/// the canvas gains or loses the keyboard focus: the item in focus then
/// becomes the canvas's active descendant, which Orca speaks ("Level 2,
/// Misty Harbor. 2 of 16.").
///
/// On a page of sections (the compositional layout) each section's items
/// are the children of a list named by the section's title (its header
/// stays a heading before it), and an item's position is its place in its
/// section: moving into a shelf, Orca names the shelf, then the item
/// ("Editors' Choice. List with 8 items… Silver Lake. 1 of 8."). A section
/// of at most `sectionListLimit` items lists them all (those out of view
/// neither visible nor showing), a longer one its visible items, as the
/// canvas does. The item in focus is always among the children, even while
/// the motion bringing it into view has not yet shown it, so the focus never
/// falls back to the canvas.
extension Canvas {
    /// One child (or grandchild) of the canvas's accessible.
    enum AccessibleEntry {
        /// An element; `group` is the index of its section's entry, if any;
        /// `offscreen`: out of view (an item of a section's list).
        case element(LayoutAttributes, group: Int?, offscreen: Bool = false)
        /// A section's list: its index and the union of its items' frames.
        case section(Int, frame: Rect)
    }

    /// Points the canvas's accessible at this canvas.
    func installAccessibility() {
        var delegate = LpCanvasDelegate()
        delegate.owner = Unmanaged.passUnretained(self).toOpaque()
        delegate.count = { owner in
            MainActor.assumeIsolated { Int32(Canvas.from(owner).accessibleEntries.count) }
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

    /// Re-reads the visible elements (and the item in focus) for assistive
    /// technology; `focusReturned` after the canvas took the keyboard focus
    /// (the item in focus is told as the focus again).
    func accessibleElementsChanged(focusReturned: Bool = false) {
        let offset = scroller.offset
        var elements = layout.elements(in: visibleRect, offset: offset)
            .filter { !$0.isHidden && $0.alpha > 0 && ($0.category == .cell || $0.category == .header) }
        if let focus = focusedItem, !elements.contains(where: { $0.category == .cell && $0.indexPath == focus }),
           let element = layout.attributesForItem(at: focus, offset: offset) {
            elements.append(element)
        }
        let grouped = LayoutDescription.shelves(layout) != nil
        let shown = Set(elements.filter { $0.category == .cell }.map(\.indexPath))
        if grouped {
            // The short sections in view list all their items.
            let sections = playground.dataset.sections
            for s in Set(shown.map(\.section)).sorted() where sections.indices.contains(s)
                && sections[s].items.count <= Self.sectionListLimit {
                for i in sections[s].items.indices where !shown.contains(IndexPath(item: i, section: s)) {
                    if let element = layout.attributesForItem(at: IndexPath(item: i, section: s), offset: offset) {
                        elements.append(element)
                    }
                }
            }
        }
        elements.sort { Self.readingOrder($0) < Self.readingOrder($1) }
        var entries: [AccessibleEntry] = []
        var group: (section: Int, entry: Int)?
        for element in elements {
            let s = element.indexPath.section, cell = element.category == .cell
            if grouped, cell, group?.section != s {
                group = (s, entries.count)
                let frames = elements.filter { $0.category == .cell && shown.contains($0.indexPath) && $0.indexPath.section == s }
                    .map(\.frame)
                let frame = frames.dropFirst().reduce(frames.first ?? element.frame) { $0.union($1) }
                entries.append(.section(s, frame: frame))
            }
            entries.append(.element(element, group: cell ? group?.entry : nil,
                                    offscreen: cell && !shown.contains(element.indexPath)))
        }
        accessibleEntries = entries
        if focusReturned { lp_canvas_focus_returned(widget) } else { lp_canvas_elements_changed(widget) }
    }

    /// The longest section whose list holds all its items (out of view too).
    static let sectionListLimit = 100

    /// The item the keyboard focus is on while the canvas has it: the
    /// cursor, or the current item of a paging layout.
    private var focusedItem: IndexPath? {
        guard gtk_widget_has_focus(widget) != 0 else { return nil }
        return cursor ?? layout.currentIndex(at: scroller.restOffset).map { IndexPath(item: $0) }
    }

    /// A section's title, or "Section 2".
    private func sectionName(_ s: Int) -> String {
        let sections = playground.dataset.sections
        return (sections.indices.contains(s) ? sections[s].title : nil) ?? tr("Section") + " \(s + 1)"
    }

    /// The name a person hears for `element`: its title and subtitle, a
    /// header's section title, or "Item 3".
    func accessibleName(of element: LayoutAttributes) -> String {
        let path = element.indexPath
        if element.category == .header { return sectionName(path.section) }
        guard let item = playground.dataset.item(at: path) else { return tr("Item") + " \(path.item + 1)" }
        let words = [playground.shownTitle(of: path), item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return words.isEmpty ? tr("Item") + " \(path.item + 1)" : words.joined(separator: ", ")
    }

    private func accessibleInfo(_ index: Int) -> LpCellInfo? {
        guard accessibleEntries.indices.contains(index) else { return nil }
        let offset = scroller.offset
        var info = LpCellInfo()
        let element: LayoutAttributes
        switch accessibleEntries[index] {
        case .section(let s, let frame):
            // The list's extents: its items' across the viewport's width.
            let x0 = max(frame.minX, offset.x), x1 = max(x0, min(frame.maxX, offset.x + viewport.width))
            let box = Rect(x: x0, y: frame.minY, width: x1 - x0, height: frame.height)
            info.name = UnsafePointer(strdup(sectionName(s)))
            info.role = LP_CELL_ROLE_GROUP
            info.position = Int32(s + 1)
            (info.x, info.y, info.width, info.height) = (box.minX - offset.x, box.minY - offset.y, box.width, box.height)
            return info
        case .element(let e, let group, let offscreen):
            element = e
            info.group = group.map { Int32($0 + 1) } ?? 0
            info.offscreen = offscreen ? 1 : 0
        }
        let box = (element.visibleQuad()?.boundingBox ?? element.frame).offsetBy(dx: -offset.x, dy: -offset.y)
        info.name = UnsafePointer(strdup(accessibleName(of: element)))
        info.role = element.category == .header ? LP_CELL_ROLE_HEADING : LP_CELL_ROLE_LIST_ITEM
        info.x = box.minX
        info.y = box.minY
        info.width = box.width
        info.height = box.height
        if element.category == .cell {
            // In a section's list, the place in the section; otherwise in the data.
            let sections = playground.dataset.sections, s = element.indexPath.section
            let inSection = info.group > 0 && sections.indices.contains(s)
            let position = inSection ? element.indexPath.item + 1 : playground.dataset.flatIndex(of: element.indexPath) + 1
            let count = inSection ? sections[s].items.count : playground.dataset.itemCount
            info.position = Int32(position)
            info.set_size = Int32(count)
            info.description = UnsafePointer(strdup(position > 0 ? "\(position) " + tr("of") + " \(count)" : ""))
            info.selected = playground.selection == element.indexPath ? 1 : 0
            info.focused = focusedItem == element.indexPath ? 1 : 0
        }
        return info
    }

    private func activateAccessible(_ index: Int) {
        guard accessibleEntries.indices.contains(index), case .element(let element, _, _) = accessibleEntries[index],
              element.category == .cell else { return }
        select(element.indexPath)
    }
}
