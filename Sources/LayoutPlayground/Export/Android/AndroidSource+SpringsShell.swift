/// What the springs layout adds to the LayoutManager: scrolls move the
/// springs (`contentMoved` with the time), and while any cell swings a
/// layout pass is asked for every frame (View.postOnAnimation).
struct SpringsShell {
    var imports = "", fields = "", onScroll = "", onFill = "", onStart = "", methods = ""

    init(math: String, empty: Void) {}

    init(math: String) {
        imports = "import android.os.SystemClock;\n"
        fields = """
            /** The list this manager lays out (for the springs' frames). */
            private RecyclerView recyclerView;
            private boolean frameRequested = false;

        """
        onScroll = """
                math.contentMoved(getContentOffset(), seconds());
                requestFrames();

        """
        onFill = """
                math.time = seconds();
                math.springs.advance(math.time);

        """
        onStart = """
                    math.springs.reset(getContentOffset());

        """
        methods = """
            @Override
            public void onAttachedToWindow(RecyclerView view) {
                super.onAttachedToWindow(view);
                recyclerView = view;
            }

            /** Seconds on the animation clock the springs run on. */
            private static double seconds() { return SystemClock.uptimeMillis() / 1000.0; }

            /**
             * Where the finger is, in the list's pixels (call it from the list's touch listener): cells
             * near it follow the content at once, farther ones lag (UIKit Dynamics' scrollResistance).
             */
            public void setTouch(float x, float y) {
                math.springs.touch = new \(math).Point(offsetX + points(Math.round(x - getPaddingLeft())), offsetY + points(Math.round(y - getPaddingTop())));
            }

            /** Lays out again on the next frames while any cell swings. */
            private void requestFrames() {
                if (frameRequested || recyclerView == null || math.springs.isAtRest()) return;
                frameRequested = true;
                recyclerView.postOnAnimation(() -> {
                    frameRequested = false;
                    requestLayout();
                    requestFrames();
                });
            }


        """
    }
}
