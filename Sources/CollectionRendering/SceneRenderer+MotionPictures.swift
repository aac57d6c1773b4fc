internal import CRendering
import CollectionLayout

/// Pictures a motion will need, painted before it starts.
///
/// On an X server a flat element (or one moved within its plane) is drawn
/// from a picture the server holds, while a turned one is worked out pixel
/// by pixel from a picture in memory. A depth carousel at rest shows its
/// middle card flat and the cards beside it turned; the first frame of a
/// drag turns the middle card too, and painting its picture in memory then
/// (text, a picture scaled to fit) made that frame several times a steady
/// one. The renderer notes such elements as it draws a frame that also
/// turns others; `paintPicturesForMotion()` paints their in-memory pictures
/// while the canvas is idle.
extension SceneRenderer {
    /// An element drawn from a picture on the X server in a frame that
    /// also turned elements, and the in-memory picture it would need turned.
    struct MotionPicture {
        var element: LayoutAttributes
        var state: CellPictureState
        var margin: Double
        var scale: Double
    }

    /// Notes an element drawn flat onto `frame`'s X server target at
    /// `scale`, for `paintPicturesForMotion()`.
    func noteFlatOnServer(_ element: LayoutAttributes, state: CellPictureState, margin: Double, scale: Double,
                          frame: Frame) {
        guard !frame.isVector, CairoImage.isXSurface(frame.target), element.category == .cell,
              motionPictures.count < Self.maximumMotionPictures else { return }
        motionPictures.append(MotionPicture(element: element, state: state, margin: margin, scale: scale))
    }

    /// At most this many pictures are painted ahead for one frame (the
    /// flat cards of a depth carousel are a few).
    static let maximumMotionPictures = 8

    /// Whether the last frame left pictures for `paintPicturesForMotion()`.
    public var hasPicturesForMotion: Bool { !motionPictures.isEmpty }

    /// Paints the in-memory pictures of the elements the last frame drew
    /// flat from the X server beside turned ones (a depth carousel's middle
    /// card), so the first frame of a drag that turns them finds them made.
    /// Call when idle; a frame drawn since notes its own elements again.
    ///
    /// - Returns: the number of pictures painted (0 when all were made).
    /// - Complexity: O(k) pictures for k noted elements (at most 8).
    @discardableResult
    public func paintPicturesForMotion() -> Int {
        let noted = motionPictures
        motionPictures = []
        let before = cellPictures.misses
        for picture in noted where picture.state != .pending {
            _ = cellPicture(for: picture.element, state: picture.state, margin: picture.margin, scale: picture.scale)
        }
        return cellPictures.misses - before
    }
}
