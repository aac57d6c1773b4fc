import CollectionLayout

/// A picture behind the canvas to pose the items over — a screenshot of
/// the carousel a person wants, a design mock-up — at a see-through
/// opacity and a place of its own. Part of the document (saved with it, a
/// change is a step of undo); the file is referred to by its path, as a
/// dataset file is.
struct ReferencePicture: Equatable {
    /// The picture file.
    var path: String
    /// Its top-left corner in the canvas, in points.
    var origin = Point(x: 0, y: 0)
    /// Points per pixel of the picture.
    var scale: Double = 1
    /// 0 (kept, not drawn) … 1.
    var opacity: Double = 0.5

    /// The opacities a person can choose: at 0 the picture stays in the
    /// document without being drawn (Remove takes it out).
    static let opacities: ClosedRange<Double> = 0...1
    /// What Undo calls an opacity change (slides of it in quick succession are one step).
    static let opacityEditName = "Reference Opacity"
}

extension Playground {
    /// Shows `reference` behind the canvas (nil: none), one step of undo called `name`.
    func setReference(_ reference: ReferencePicture?, name: String) throws {
        guard reference != document.reference else { return }
        try commit(.reference(before: document.reference, after: reference, name: name))
    }
}
