extension KeylineLayout {
    /// The multi-aspect strategy's preparation: each item's length along
    /// the axis from its data's aspect ratio at the cross size (the large
    /// target for an item the data does not size), end to end with the
    /// spacing; the travel is the run's length beyond the viewport.
    ///
    /// - Complexity: O(n) for n items.
    func prepareMultiAspect(_ context: LayoutContext, metrics: KeylineMetrics) {
        let cross = crossSize
        var lengths: [Double] = []
        lengths.reserveCapacity(itemCount)
        for section in context.sections {
            for item in section {
                guard let size = item.size, size.width > 0, size.height > 0,
                      size.width.isFinite, size.height.isFinite else {
                    lengths.append(targetSize)
                    continue
                }
                lengths.append(cross * (isVertical ? size.height / size.width : size.width / size.height))
            }
        }
        while lengths.count < itemCount { lengths.append(targetSize) }
        run = MultiAspectRun(lengths: lengths, container: metrics.containerSize, crossSize: cross,
                             spacing: spacingSetting, alignment: alignment)
        steps = KeylineSteps(resting: .fullScreen(metrics), containerSize: metrics.containerSize)
        spacing = spacingSetting
        startLocation = 0
        travel = run.travel
    }

    /// Item i of the multi-aspect run at `offset`: its picture's rect, and
    /// the window it shows as the mask.
    func multiAspectAttributes(ofItem i: Int, offset: Point) -> LayoutAttributes {
        let s = logical(offset)
        let (picture, window, visible) = run.placement(ofItem: i, at: s, parallax: parallax)
        let length = run.lengths[i]
        var size = Size.zero
        size[scrollAxis] = length
        size[crossAxis] = crossSize
        var c = Point.zero
        c[scrollAxis] = s + picture + length / 2
        c[crossAxis] = viewport[crossAxis] / 2
        var mask = isVertical ? Rect(x: 0, y: window, width: size.width, height: visible)
            : Rect(x: window, y: 0, width: visible, height: size.height)
        if isMirrored {
            c.x = contentSize.width - c.x
            mask.origin.x = size.width - mask.maxX
        }
        return LayoutAttributes(indexPath: IndexPath(item: i), center: c, size: size, mask: mask)
    }

    private var crossAxis: Axis { isVertical ? .horizontal : .vertical }

    /// The multi-aspect items whose frames meet `rect`.
    ///
    /// - Complexity: O(log n + k).
    func multiAspectElements(in rect: Rect, offset: Point) -> [LayoutAttributes] {
        let along = isMirrored ? (contentSize.width - rect.maxX, contentSize.width - rect.minX)
            : (rect.minimum(scrollAxis), rect.maximum(scrollAxis))
        return run.items(from: along.0, to: along.1).compactMap { i in
            let a = multiAspectAttributes(ofItem: i, offset: offset)
            return a.frame.intersects(rect) ? a : nil
        }
    }
}
