/// How a `SceneRenderer` finds the pictures of the items it draws.
public enum PictureLoading: Hashable, Sendable {
    /// Decode a picture the first time a cell needs it, inside `draw`.
    /// Exports and tests use this.
    case synchronous
    /// Draw only pictures already in the image cache and a placeholder for
    /// the others, collecting their paths in `pendingPicturePaths` so the app
    /// can decode them off the frame and insert them.
    case cachedOnly
}

/// What a `SceneRenderer` draws and how much memory its caches may hold.
public struct RenderOptions: Hashable, Sendable {
    /// Titles, subtitles, prices and tag text. Off in pixel tests, whose
    /// references must not depend on the fonts of the machine.
    public var showsText: Bool
    /// Whether pictures are decoded while drawing or only taken from the cache.
    public var pictureLoading: PictureLoading
    /// The layout's canvas background (off: elements over what is there).
    public var drawsBackground: Bool
    /// Budget of the cell picture cache, in bytes.
    public var cellPictureBudget: Int
    /// Budget of the decoded image cache, in bytes.
    public var imageBudget: Int
    /// Strips per perspective-mapped element; nil picks 8…48 from its
    /// projected size (about one strip per 3 device pixels).
    public var perspectiveStrips: Int?
    /// Pixels per point of the cell pictures embedded in SVG and PDF output.
    public var vectorPictureScale: Double
    /// Right to left: header titles and cards' bottom titles align to the
    /// right (the layout mirrors the frames; this is the text within them).
    public var rightToLeft: Bool
    /// The corner radius of masked elements' windows (a keyline carousel's
    /// `cornerRadius`), at most half the mask's shorter side.
    public var maskCornerRadius: Double = 28

    /// Options with these values; the defaults suit a file export.
    public init(
        showsText: Bool = true,
        pictureLoading: PictureLoading = .synchronous,
        drawsBackground: Bool = true,
        cellPictureBudget: Int = 96 << 20,
        imageBudget: Int = 64 << 20,
        perspectiveStrips: Int? = nil,
        vectorPictureScale: Double = 2,
        rightToLeft: Bool = false
    ) {
        self.showsText = showsText
        self.pictureLoading = pictureLoading
        self.drawsBackground = drawsBackground
        self.cellPictureBudget = cellPictureBudget
        self.imageBudget = imageBudget
        self.perspectiveStrips = perspectiveStrips
        self.vectorPictureScale = vectorPictureScale
        self.rightToLeft = rightToLeft
    }
}
