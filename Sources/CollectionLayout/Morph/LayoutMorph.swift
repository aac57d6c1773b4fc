/// A morph between two views of the same data in two layouts: the start
/// layout at its offset, and the end layout at the rest offset that keeps
/// an anchor item where it was (`toOffset`), as UIKit's
/// `targetContentOffset(forProposedContentOffset:)` keeps the item in focus
/// through a layout change.
///
/// Made once (two rect queries and the other layout's attributes of the
/// elements they find), then asked for any progress, every frame, at the
/// cost of the elements in view: `elements(at:)`, `contentOffset(at:)`.
/// The morph holds no layout: it is a value, safe to keep and pass around.
///
/// The elements taking part are those in view at either end, matched by
/// identity (an item by its position in the data, a section's header,
/// footer or decoration by its section when both layouts keep sections).
/// Each one travels in viewport coordinates — content coordinates less the
/// offset, which moves from `fromOffset` to `toOffset` — so what is on
/// screen moves continuously while the offset changes: centre and size
/// linearly, the transforms taken apart (moves and scales linearly, turns
/// along the shorter arc, perspective kept), alpha blended. An element only
/// one layout places stays where that layout draws it and fades: out
/// (alpha × (1 − p)) or in (alpha × p).
///
/// At progress 0 the elements are exactly the start view's, at 1 exactly
/// the end view's. Between −0.25 and 1.25 the motion carries on past the
/// ends for springs: alpha stays within 0…1, sizes at 0 or more, and the
/// anchor's drawn centre, when both ends show it in the viewport, stays in
/// the viewport (the overshoot eases off before the anchor would leave it).
public struct LayoutMorph: Sendable {
    /// Why an element takes part, internally: its item's position in the
    /// data, or its kind and section (`side` keeps the two layouts'
    /// sections apart when they group the items differently).
    enum Key: Hashable, Sendable {
        case item(Int)
        case supplementary(ElementCategory, section: Int, side: Int)
    }

    /// One element's journey in viewport coordinates.
    struct Track: Sendable {
        var id: ElementID
        var presence: MorphElement.Presence
        /// The start, relative to the viewport (the index path the start's).
        var from: LayoutAttributes
        /// The end, relative to the viewport (the index path the end's).
        var to: LayoutAttributes
        /// How far past the start and past the end (in progress) the
        /// transforms carry on: until a corner would come within four fifths of its
        /// nearest depth at the ends to the eye.
        var reach = (before: Double.infinity, after: Double.infinity)

        init(id: ElementID, presence: MorphElement.Presence, from: LayoutAttributes, to: LayoutAttributes) {
            self.id = id
            self.presence = presence
            self.from = from
            self.to = to
            // An end that does not draw the element (hidden, or a corner at
            // or behind the eye) gives no place to travel from: the element
            // keeps the other end's place and only its alpha changes, rather
            // than passing through the eye.
            if presence == .both, from.isDrawn != to.isDrawn {
                if from.isDrawn { self.to = to.placed(like: from) } else { self.from = from.placed(like: to) }
            }
            guard presence == .both, from.transform != to.transform || from.transform3D != to.transform3D else { return }
            let a = self.from.drawnTransform, b = self.to.drawnTransform
            guard a.m14 != 0 || a.m24 != 0 || a.m34 != 0 || b.m14 != 0 || b.m24 != 0 || b.m34 != 0 else { return }
            reach = (Self.reach(self.from, self.to, direction: -1), Self.reach(self.from, self.to, direction: 1))
        }

        /// The furthest overshoot (up to the most the morph uses) past the
        /// start (`direction` −1) or the end (+1) at which every corner
        /// stays at least four fifths as far in front of the eye as at the nearer
        /// of the two ends.
        static func reach(_ a: LayoutAttributes, _ b: LayoutAttributes, direction: Double) -> Double {
            let end = direction < 0 ? a : b
            let floor = 0.8 * min(a.nearestCornerDepth(through: a.drawnTransform),
                                  b.nearestCornerDepth(through: b.drawnTransform))
            guard floor > 0 else { return 0 }
            var reached = 0.0
            for step in 1...25 {
                let e = Double(step) / 100
                let (affine, m) = LayoutAttributes.morphedTransforms(a, b, direction < 0 ? -e : 1 + e)
                var probe = end
                probe.transform = affine
                probe.transform3D = m
                guard end.nearestCornerDepth(through: probe.drawnTransform) >= floor else { break }
                reached = e
            }
            return reached
        }
    }

    /// How far the overshoot past one end may carry the anchor: its drawn
    /// centre's distance from the other end (`distance`) and the room
    /// ahead of it in the viewport (`room`).
    struct Overshoot: Sendable {
        var distance: Double
        var room: Double
    }

    /// The viewport, the same at both ends.
    public let viewport: Size
    /// The start layout's content offset.
    public let fromOffset: Point
    /// The end layout's content offset: its rest offset nearest the one that
    /// puts the anchor where the start view draws it.
    public let toOffset: Point
    /// The anchor: the flat index of the item the morph keeps in place (the
    /// start view's item in focus unless one was given), nil without items.
    public let anchor: Int?

    /// The anchor's identity.
    let anchorID: ElementID?
    let startElements: [MorphElement]
    let endElements: [MorphElement]
    let tracks: [Track]
    let before: Overshoot?
    let after: Overshoot?

    /// A morph from `start` (prepared for `startDataset`, shown at `offset`)
    /// to `end` (prepared for `endDataset`, the same items, flattened into
    /// one section when `end` takes one), both in `viewport`, keeping the
    /// item at flat index `anchor` in place — by default the start view's
    /// current item, or for a layout without one the item drawn nearest the
    /// viewport's centre. The layouts are only read here; neither is kept.
    ///
    /// - Complexity: a rect query of each layout, O(log n + k), and O(1)
    ///   questions per element found (the other layout's attributes of one
    ///   item) — nothing proportional to the n items.
    public init(from start: any CollectionLayout, dataset startDataset: Dataset, offset: Point,
                to end: any CollectionLayout, dataset endDataset: Dataset, viewport: Size, anchor: Int? = nil) {
        self.viewport = viewport
        fromOffset = offset
        let startVisible = start.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let count = min(startDataset.itemCount, endDataset.itemCount)
        let anchor = anchor.flatMap { (0..<count).contains($0) ? $0 : nil }
            ?? Self.defaultAnchor(start, dataset: startDataset, offset: offset, visible: startVisible,
                                  viewport: viewport, count: count)
        self.anchor = anchor
        anchorID = anchor.flatMap { startDataset.indexPath(ofFlat: $0) }.flatMap { startDataset.id(at: $0) }.map(ElementID.item)
        let placement = Self.endOffset(start: start, startDataset: startDataset, offset: offset, end: end,
                                       endDataset: endDataset, viewport: viewport, anchor: anchor)
        toOffset = placement.offset
        let endVisible = end.elements(in: Rect(origin: toOffset, size: viewport), offset: toOffset)
        if let a = placement.startPlace, let b = placement.endPlace {
            before = Self.overshoot(from: a, awayFrom: b, in: viewport)
            after = Self.overshoot(from: b, awayFrom: a, in: viewport)
        } else {
            before = nil
            after = nil
        }

        let sameSections = type(of: start).usesSections && type(of: end).usesSections
        func key(_ e: LayoutAttributes, _ dataset: Dataset, side: Int) -> Key? {
            guard e.category == .cell else {
                return .supplementary(e.category, section: e.indexPath.section, side: sameSections ? 0 : side)
            }
            guard dataset.item(at: e.indexPath) != nil else { return nil }
            return .item(dataset.flatIndex(of: e.indexPath))
        }
        let toStart = Point(x: -offset.x, y: -offset.y), toEnd = Point(x: -toOffset.x, y: -toOffset.y)
        var endByKey: [Key: LayoutAttributes] = [:]
        endByKey.reserveCapacity(endVisible.count)
        for e in endVisible {
            guard let k = key(e, endDataset, side: 2), endByKey[k] == nil else { continue }
            endByKey[k] = e
        }
        var tracks: [Track] = []
        tracks.reserveCapacity(startVisible.count + endVisible.count)
        var seen = Set<Key>()
        var keys: [Key] = []
        keys.reserveCapacity(startVisible.count + endVisible.count)
        for e in startVisible {
            guard let k = key(e, startDataset, side: 1), let id = startDataset.elementID(for: e),
                  seen.insert(k).inserted else { continue }
            keys.append(k)
            var other = endByKey[k]
            var endPath = e.indexPath
            if case .item(let flat) = k, let path = endDataset.indexPath(ofFlat: flat) {
                endPath = path
                if other == nil { other = end.attributesForItem(at: path, offset: toOffset) }
            }
            let from = e.offsetBy(toStart)
            if let other {
                tracks.append(Track(id: id, presence: .both, from: from, to: other.offsetBy(toEnd)))
            } else {
                var to = from
                to.indexPath = endPath
                tracks.append(Track(id: id, presence: .startOnly, from: from, to: to))
            }
        }
        for e in endVisible {
            guard let k = key(e, endDataset, side: 2), let id = endDataset.elementID(for: e),
                  seen.insert(k).inserted else { continue }
            keys.append(k)
            var other: LayoutAttributes?
            var startPath = e.indexPath
            if case .item(let flat) = k, let path = startDataset.indexPath(ofFlat: flat) {
                startPath = path
                other = start.attributesForItem(at: path, offset: offset)
            }
            let to = e.offsetBy(toEnd)
            if let other {
                tracks.append(Track(id: id, presence: .both, from: other.offsetBy(toStart), to: to))
            } else {
                var from = to
                from.indexPath = startPath
                tracks.append(Track(id: id, presence: .endOnly, from: from, to: to))
            }
        }
        self.tracks = tracks
        // The ends as the layouts gave them, each with what the morph does to it.
        var presence: [Key: MorphElement.Presence] = [:]
        presence.reserveCapacity(tracks.count)
        for (k, t) in zip(keys, tracks) { presence[k] = t.presence }
        func ends(_ elements: [LayoutAttributes], _ dataset: Dataset, side: Int) -> [MorphElement] {
            elements.compactMap { e in
                guard let id = dataset.elementID(for: e) else { return nil }
                let p = key(e, dataset, side: side).flatMap { presence[$0] } ?? (side == 1 ? .startOnly : .endOnly)
                return MorphElement(id: id, attributes: e, presence: p)
            }
        }
        startElements = ends(startVisible, startDataset, side: 1)
        endElements = ends(endVisible, endDataset, side: 2)
    }
}
