/// What the Android shell (the LayoutManager and the SnapHelper) chooses by layout.
extension ExportPort {
    /// Whether the layout has rest offsets (else it decelerates freely).
    var snaps: Bool {
        switch self {
        case .cards, .wheel, .ring, .stack, .carousel: true
        case .waterfall, .flow, .springs, .compositional: false
        }
    }

    /// Whether the cells hang on springs (the check replays moves, the shell animates them).
    var isSprings: Bool {
        switch self {
        case .springs: true
        case .cards, .waterfall, .wheel, .ring, .stack, .flow, .carousel, .compositional: false
        }
    }

    /// What the layout's rest rule is, for the snap helper's comment.
    var restRule: String {
        switch self {
        case .cards: "the card nearest the projected offset comes to the centre"
        case .wheel, .ring: "the nearest whole row faces the viewer"
        case .stack: "one card per swipe: a flick or a drag past the threshold throws the top card or brings the last one back"
        case .carousel: "the nearest whole item comes to the centre"
        case .waterfall, .flow: "none: the content decelerates freely (the helper leaves the fling to RecyclerView)"
        case .springs: "none: the list decelerates freely"
        case .compositional: "none: the page decelerates freely (sideways sections stay at their exported offsets in this shell)"
        }
    }
}
