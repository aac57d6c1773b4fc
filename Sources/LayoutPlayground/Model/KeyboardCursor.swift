import CollectionLayout

/// Moving a keyboard cursor from item to item on layouts without pages (the
/// flow, the waterfall), as GtkFlowBox does: an arrow goes to the nearest
/// item in its direction.
enum KeyboardCursor {
    enum Direction {
        case left, right, up, down
    }

    /// The cell among `candidates` an arrow in `direction` moves to from the
    /// frame `from`: among the cells wholly past `from`'s edge in that
    /// direction, those of the nearest line (or column) — within half of
    /// `from`'s own extent of the nearest — and of them the one best lined up
    /// with `from`. Nil when there is none.
    /// Page Up/Down: the cell nearest `point` (where the cursor's centre
    /// lands a page away), as GtkFlowBox moves its cursor by a screenful.
    static func nearest(to point: Point, among candidates: [LayoutAttributes]) -> IndexPath? {
        candidates.filter { $0.category == .cell && !$0.isHidden }.min { a, b in
            let da = (a.center.x - point.x) * (a.center.x - point.x) + (a.center.y - point.y) * (a.center.y - point.y)
            let db = (b.center.x - point.x) * (b.center.x - point.x) + (b.center.y - point.y) * (b.center.y - point.y)
            return da < db
        }?.indexPath
    }

    static func next(from: Rect, _ direction: Direction, among candidates: [LayoutAttributes]) -> IndexPath? {
        var past: [(along: Double, across: Double, indexPath: IndexPath)] = []
        for element in candidates where element.category == .cell && !element.isHidden {
            let f = element.frame
            switch direction {
            case .left where f.maxX <= from.minX + 0.5:
                past.append((from.minX - f.maxX, abs(f.midY - from.midY), element.indexPath))
            case .right where f.minX >= from.maxX - 0.5:
                past.append((f.minX - from.maxX, abs(f.midY - from.midY), element.indexPath))
            case .up where f.maxY <= from.minY + 0.5:
                past.append((from.minY - f.maxY, abs(f.midX - from.midX), element.indexPath))
            case .down where f.minY >= from.maxY - 0.5:
                past.append((f.minY - from.maxY, abs(f.midX - from.midX), element.indexPath))
            default:
                continue
            }
        }
        guard let nearest = past.map(\.along).min() else { return nil }
        let extent = direction == .left || direction == .right ? from.width : from.height
        let line = past.filter { $0.along <= nearest + extent / 2 }
        return line.min { ($0.across, $0.along, $0.indexPath) < ($1.across, $1.along, $1.indexPath) }?.indexPath
    }

    /// The candidates an arrow may move to on a page of sections that scroll
    /// sideways (shelves), as the arrows move on a page of scroll views on
    /// iOS: Left and Right stay in the section of `current` (at a shelf's
    /// end they go nowhere), Up and Down go to items within the viewport's
    /// width (not to those a shelf has scrolled out of view).
    static func onPage(_ candidates: [LayoutAttributes], from current: IndexPath, _ direction: Direction,
                       visible: Rect) -> [LayoutAttributes] {
        switch direction {
        case .left, .right:
            return candidates.filter { $0.indexPath.section == current.section }
        case .up, .down:
            return candidates.filter { $0.frame.maxX > visible.minX + 0.5 && $0.frame.minX < visible.maxX - 0.5 }
        }
    }

    /// The rect to search for the next item: `from` stretched `reach` points
    /// in `direction` and a little across it.
    static func searchRect(from: Rect, _ direction: Direction, reach: Double) -> Rect {
        let r = max(reach, 1)
        switch direction {
        case .left: return Rect(x: from.minX - r, y: from.minY - r / 2, width: r + from.width, height: from.height + r)
        case .right: return Rect(x: from.minX, y: from.minY - r / 2, width: from.width + r, height: from.height + r)
        case .up: return Rect(x: from.minX - r / 2, y: from.minY - r, width: from.width + r, height: from.height + r)
        case .down: return Rect(x: from.minX - r / 2, y: from.minY, width: from.width + r, height: from.height + r)
        }
    }

    /// The content offset that brings `frame` into `visible` with the least
    /// scrolling along `axis` (unchanged when it is already in view).
    static func offset(revealing frame: Rect, in visible: Rect, axis: Axis) -> Point {
        var offset = visible.origin
        switch axis {
        case .vertical:
            if frame.minY < visible.minY { offset.y = frame.minY } else if frame.maxY > visible.maxY {
                offset.y = frame.maxY - visible.height
            }
        case .horizontal:
            if frame.minX < visible.minX { offset.x = frame.minX } else if frame.maxX > visible.maxX {
                offset.x = frame.maxX - visible.width
            }
        }
        return offset
    }
}
