import CGtk
import CollectionLayout
import CollectionRendering

/// The reference picture behind the items, decoded for drawing, and where
/// a Shift+drag has it while it moves (committed, one step of undo, at the release).
struct ReferenceBackdrop {
    private(set) var picture: ReferencePicture?
    private(set) var image: CairoImage?
    /// The press and the picture's origin when a Shift+drag took hold of it.
    var drag: (press: Point, origin: Point)?
    /// Where the drag has it now.
    var dragOrigin: Point?

    init() {}

    /// `picture` decoded through `images`; a picture that cannot be read says so through `onError`.
    @MainActor
    init(_ picture: ReferencePicture?, images: ImageCache, onError: ((String) -> Void)?) {
        self.picture = picture
        guard let picture else { return }
        do {
            image = try images.image(atPath: picture.path)
        } catch {
            onError?(String(format: tr("The reference picture cannot be shown: %@"), "\(error)"))
        }
    }

    /// What the renderer draws under the items.
    var backdrop: Backdrop? {
        guard let picture, let image else { return nil }
        return Backdrop(image: image, origin: dragOrigin ?? picture.origin, scale: picture.scale, opacity: picture.opacity)
    }
}

extension Canvas {
    /// Takes hold of the reference picture for a Shift+drag in pose mode; true when it did.
    func grabReference(at point: Point, shiftHeld: Bool) -> Bool {
        guard shiftHeld, poseMode.isOn, let picture = reference.picture, reference.image != nil else { return false }
        reference.drag = (point, picture.origin)
        gesture.claim(at: point)
        return true
    }

    /// The pointer moved `delta` since the picture was taken hold of.
    func dragReference(by delta: Point) {
        guard let drag = reference.drag else { return }
        reference.dragOrigin = drag.origin + delta
        noteDrawnEverywhere()
        redraw()
    }

    /// The picture let go where it is: one step of undo.
    func releaseReference() {
        guard reference.drag != nil, var picture = reference.picture, let origin = reference.dragOrigin else {
            reference.drag = nil
            return
        }
        reference.drag = nil
        picture.origin = Point(x: origin.x.rounded(), y: origin.y.rounded())
        do { try playground.setReference(picture, name: "Move Reference Picture") } catch { events.onError?("\(error)") }
        reference.dragOrigin = nil
        redraw()
    }

    /// Whether Shift is held in the event being handled.
    static func currentEventHasShift() -> Bool {
        var state = GdkModifierType(0)
        guard gtk_get_current_event_state(&state) != 0 else { return false }
        return state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    }
}
