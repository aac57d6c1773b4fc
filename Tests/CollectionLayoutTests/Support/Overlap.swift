import CollectionLayout

/// The first pair of frames that overlap (by `Rect.intersects`), or nil.
/// O(n²): meant for sweeps of a few hundred frames.
func firstOverlap(_ frames: [Rect]) -> (Int, Int)? {
    for i in frames.indices {
        for j in frames.indices where j > i && frames[i].intersects(frames[j]) { return (i, j) }
    }
    return nil
}
