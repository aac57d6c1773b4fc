/// What a layout whose math has its own release rule (the keyline carousel:
/// one item per swipe unless long swipes are allowed, as the library's
/// scroller) adds to the LayoutManager and the SnapHelper: the manager
/// remembers where a drag began, and the helper asks the math where a
/// release from there comes to rest (`restOffsetForRelease`).
struct ReleaseShell {
    var fields = "", methods = "", restOffset = ""

    /// Nothing: the helper projects the release and asks for the nearest rest offset.
    init() {}

    init(math: String) {
        fields = """
            /** Where the current drag began (points), for the math's release rule; null while no drag is under way. */
            private \(math).Point dragOrigin = null;

        """
        methods = """
            /** Remembers where a drag begins (one item per swipe counts from the item nearest it). */
            @Override
            public void onScrollStateChanged(int state) {
                if (state == RecyclerView.SCROLL_STATE_DRAGGING) dragOrigin = getContentOffset();
                else if (state == RecyclerView.SCROLL_STATE_IDLE) dragOrigin = null;
            }

            /** Where the current drag began, or null. */
            public \(math).Point getDragOrigin() { return dragOrigin; }


        """
        restOffset = """
                // The math's own release rule: the projection, one item per swipe from where the drag began, the rest offset.
                return m.getMath().restOffsetForRelease(m.getContentOffset(), new \(math).Point(vx, vy), m.getDragOrigin());

        """
    }
}
