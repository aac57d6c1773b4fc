/// The Android export's `RecyclerView.LayoutManager`: one class for every
/// layout, asking the exported math class where each item goes.
extension AndroidExporter {
    /// The LayoutManager's source; `springs`: the layout's cells hang on
    /// springs, so scrolling feeds them and frames are drawn until they rest;
    /// `masks`: elements carry a mask each item view is clipped to.
    static func layoutManagerSource(package: String, prefix: String, layout: String, springs: Bool = false,
                                    masks: Bool = false, releases: Bool = false) -> String {
        let math = prefix + "Math", manager = prefix + "LayoutManager"
        let s = springs ? SpringsShell(math: math) : SpringsShell(math: math, empty: ())
        let m = masks ? MaskShell(math: math) : MaskShell()
        let r = releases ? ReleaseShell(math: math) : ReleaseShell()
        return #"""
// \#(manager).java — the "\#(layout)" layout exported from Layout Playground: its RecyclerView.LayoutManager.
//
// Places, scrolls and recycles the adapter's item views where \#(math) says, in one section
// of getItemCount() items (headers, footers and section backgrounds, which are no adapter
// items, are left out). Units: \#(math) works in points; one point is `density` pixels
// (the display's density when made from a Context, else 1).
//
// Drawing: every item view is laid out at its untransformed frame, then
//   alpha      View.setAlpha, hidden elements View.INVISIBLE;
//   z-index    View.setTranslationZ (a small step per rank, API 21), children added in z order;
//   transform  on API 29 and later exactly: the element's 2-D transform and its 4×4 transform3D
//              (with perspective) map the card's plane by a 2-D homography, drawn with
//              View.setAnimationMatrix(android.graphics.Matrix) (\#(math).Element.homography());
//              before API 29, where setAnimationMatrix does not exist, the homography is
//              approximated by its affine part at the card's centre (translation, scaleX/scaleY
//              and rotation about the centre): positions, sizes and in-plane turns are right,
//              a card turned in depth shows no foreshortening (it is drawn as a narrowed card).
\#(m.header)package \#(package);

import android.content.Context;
import android.graphics.Matrix;
\#(m.imports)import android.graphics.PointF;
import android.os.Build;
\#(s.imports)import android.view.View;
import android.view.ViewGroup;
import androidx.recyclerview.widget.RecyclerView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class \#(manager) extends RecyclerView.LayoutManager implements RecyclerView.SmoothScroller.ScrollVectorProvider {
    private final \#(math) math = new \#(math)();
    /** Pixels per point. */
    private final float density;
    /** The content offset, in points. */
    private double offsetX, offsetY;
    private boolean hasOffset = false;
    private int pendingPosition = RecyclerView.NO_POSITION;
    private \#(math).SizeSource sizes = null;
\#(r.fields)\#(s.fields)
    /** One pixel per point. */
    public \#(manager)() { this.density = 1f; }

    /** One point per density-independent pixel of the context's display. */
    public \#(manager)(Context context) { this.density = context.getResources().getDisplayMetrics().density; }

    /**
     * The items' sizes in points, as the exported data gives them (the waterfall a picture's
     * width and height for its aspect, the flow a tag's size); null: the exported data's,
     * cycled. Layouts that size every item from a parameter ignore it.
     */
    public void setSizeSource(\#(math).SizeSource sizes) {
        this.sizes = sizes;
        requestLayout();
    }

    public \#(math) getMath() { return math; }
    public float getDensity() { return density; }
    /** The content offset in points. */
    public \#(math).Point getContentOffset() { return new \#(math).Point(offsetX, offsetY); }

    /** The item in focus (the centred card, the front row, the top of the deck), or NO_POSITION. */
    public int getCurrentIndex() {
        Integer index = math.currentIndex(getContentOffset());
        return index == null ? RecyclerView.NO_POSITION : index;
    }

    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return new RecyclerView.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT);
    }

    @Override
    public boolean canScrollHorizontally() { return !math.scrollsVertically(); }

    @Override
    public boolean canScrollVertically() { return math.scrollsVertically(); }

    private double points(int pixels) { return pixels / (double) density; }
    private int pixels(double points) { return (int) Math.round(points * density); }

    /** The math prepared for the viewport and the adapter's item count. */
    private void prepare(int itemCount) {
        double width = points(getWidth() - getPaddingLeft() - getPaddingRight());
        double height = points(getHeight() - getPaddingTop() - getPaddingBottom());
        math.prepare(new \#(math).Size(Math.max(0, width), Math.max(0, height)), \#(math).Data.items(itemCount, sizes));
    }

    @Override
    public void onLayoutChildren(RecyclerView.Recycler recycler, RecyclerView.State state) {
        int count = state.getItemCount();
        if (count == 0) {
            removeAndRecycleAllViews(recycler);
            return;
        }
        prepare(count);
        if (!hasOffset) {
            \#(math).Point start = math.initialContentOffset();
            offsetX = start.x; offsetY = start.y; hasOffset = true;
\#(s.onStart)        }
        if (pendingPosition != RecyclerView.NO_POSITION) {
            \#(math).Point to = math.contentOffsetFocusing(Math.min(pendingPosition, count - 1), 0, getContentOffset());
            if (to != null) { offsetX = to.x; offsetY = to.y; }
            pendingPosition = RecyclerView.NO_POSITION;
        }
        offsetX = limit(offsetX, true);
        offsetY = limit(offsetY, false);
        detachAndScrapAttachedViews(recycler);
        fill(recycler, count);
    }

    /** `offset` wrapped (a looping layout) or kept between 0 and the content's far end, along one axis. */
    private double limit(double offset, boolean horizontal) {
        if (horizontal == math.scrollsVertically()) return horizontal ? offsetX : offsetY;
        \#(math).Wrapping wrapping = math.wrapping();
        if (wrapping != null) return wrapping.wrap(offset);
        \#(math).Size content = math.contentSize();
        double viewport = points(horizontal ? getWidth() - getPaddingLeft() - getPaddingRight() : getHeight() - getPaddingTop() - getPaddingBottom());
        double end = Math.max(0, (horizontal ? content.width : content.height) - viewport);
        return Math.max(0, Math.min(end, offset));
    }

    @Override
    public int scrollHorizontallyBy(int dx, RecyclerView.Recycler recycler, RecyclerView.State state) {
        return scrollBy(dx, true, recycler, state);
    }

    @Override
    public int scrollVerticallyBy(int dy, RecyclerView.Recycler recycler, RecyclerView.State state) {
        return scrollBy(dy, false, recycler, state);
    }

    private int scrollBy(int delta, boolean horizontal, RecyclerView.Recycler recycler, RecyclerView.State state) {
        int count = state.getItemCount();
        if (count == 0 || delta == 0) return 0;
        double before = horizontal ? offsetX : offsetY;
        double moved = before + points(delta);
        double after = limit(moved, horizontal);
        if (horizontal) offsetX = after; else offsetY = after;
\#(s.onScroll)        // A looping layout consumes the whole scroll (the offset jumped by whole turns).
        int consumed = math.wrapping() != null ? delta : pixels(after - before);
        fill(recycler, count);
        return consumed;
    }

    /**
     * Lays out the elements in the viewport: children no longer in it are removed and recycled,
     * the others keep their views, new ones come from the recycler; then every child gets its
     * frame, alpha, visibility, z and transform.
     */
    private void fill(RecyclerView.Recycler recycler, int count) {
        \#(math).Point offset = getContentOffset();
\#(s.onFill)        double width = points(getWidth() - getPaddingLeft() - getPaddingRight());
        double height = points(getHeight() - getPaddingTop() - getPaddingBottom());
        List<\#(math).Element> elements = new ArrayList<>();
        for (\#(math).Element e : math.elementsIn(new \#(math).Rect(offsetX, offsetY, width, height), offset)) {
            if (e.category.equals("cell") && e.section == 0 && e.item >= 0 && e.item < count) elements.add(e);
        }
        elements.sort((a, b) -> Long.compare(a.zIndex, b.zIndex));
        Map<Integer, \#(math).Element> wanted = new HashMap<>();
        for (\#(math).Element e : elements) wanted.put(e.item, e);
        for (int i = getChildCount() - 1; i >= 0; i--) {
            View child = getChildAt(i);
            if (child != null && !wanted.containsKey(getPosition(child))) removeAndRecycleView(child, recycler);
        }
        int rank = 0;
        for (\#(math).Element e : elements) {
            View view = findViewByPosition(e.item);
            if (view == null) {
                view = recycler.getViewForPosition(e.item);
                addView(view);
            }
            place(view, e, rank++, offset);
        }
    }

    /** Lays out `view` at the element's frame and draws it with the element's alpha, z and transform. */
    private void place(View view, \#(math).Element e, int rank, \#(math).Point offset) {
        \#(math).Rect frame = e.frame();
        int left = getPaddingLeft() + pixels(frame.x - offset.x), top = getPaddingTop() + pixels(frame.y - offset.y);
        int w = Math.max(0, pixels(frame.width)), h = Math.max(0, pixels(frame.height));
        view.measure(View.MeasureSpec.makeMeasureSpec(w, View.MeasureSpec.EXACTLY), View.MeasureSpec.makeMeasureSpec(h, View.MeasureSpec.EXACTLY));
        layoutDecorated(view, left, top, left + w, top + h);
        view.setAlpha((float) Math.max(0, Math.min(1, e.alpha)));
        view.setVisibility(e.hidden ? View.INVISIBLE : View.VISIBLE);
        view.setTranslationZ(rank * 0.01f);
\#(m.onPlace)        if (e.transform.isIdentity() && e.transform3D.isIdentity()) {
            if (Build.VERSION.SDK_INT >= 29) view.setAnimationMatrix(null);
            view.setTranslationX(0); view.setTranslationY(0);
            view.setScaleX(1); view.setScaleY(1); view.setRotation(0);
            return;
        }
        double[] hp = e.homography();
        if (Build.VERSION.SDK_INT >= 29) {
            // Exact: the homography in the view's own pixels (S·H·S⁻¹, S the density).
            float[] values = {
                (float) hp[0], (float) hp[1], (float) (hp[2] * density),
                (float) hp[3], (float) hp[4], (float) (hp[5] * density),
                (float) (hp[6] / density), (float) (hp[7] / density), (float) hp[8],
            };
            Matrix matrix = new Matrix();
            matrix.setValues(values);
            view.setAnimationMatrix(matrix);
            return;
        }
        // Before API 29: the homography's affine part at the centre (its Jacobian there).
        double cx = frame.width / 2, cy = frame.height / 2;
        \#(math).Point c = \#(math).Element.applyHomography(hp, cx, cy);
        \#(math).Point ux = \#(math).Element.applyHomography(hp, cx + 1, cy);
        \#(math).Point uy = \#(math).Element.applyHomography(hp, cx, cy + 1);
        if (c == null || ux == null || uy == null || !Double.isFinite(c.x + c.y + ux.x + ux.y + uy.x + uy.y)) {
            view.setVisibility(View.INVISIBLE);
            return;
        }
        double ax = ux.x - c.x, bx = ux.y - c.y, ay = uy.x - c.x, by = uy.y - c.y;
        double sx = Math.hypot(ax, bx), angle = Math.atan2(bx, ax);
        double sy = sx > 0 ? (ax * by - bx * ay) / sx : Math.hypot(ay, by);
        view.setPivotX((float) (cx * density));
        view.setPivotY((float) (cy * density));
        view.setTranslationX((float) ((c.x - cx) * density));
        view.setTranslationY((float) ((c.y - cy) * density));
        view.setScaleX((float) sx);
        view.setScaleY((float) sy);
        view.setRotation((float) Math.toDegrees(angle));
    }

    @Override
    public PointF computeScrollVectorForPosition(int targetPosition) {
        if (getChildCount() == 0 && getItemCount() == 0) return null;
        \#(math).Point to = math.contentOffsetFocusing(targetPosition, 0, getContentOffset());
        if (to == null) return null;
        double dx = to.x - offsetX, dy = to.y - offsetY, length = Math.hypot(dx, dy);
        if (!(length > 0)) return new PointF(0, 0);
        return new PointF((float) (dx / length), (float) (dy / length));
    }

    /** The pixels from the current offset to `to` (points), for RecyclerView.smoothScrollBy. */
    int[] distanceTo(\#(math).Point to) {
        return new int[] { pixels(to.x - offsetX), pixels(to.y - offsetY) };
    }

    /** Scrolls, animated, until item `position` is in focus (the nearest way round a loop). */
    @Override
    public void smoothScrollToPosition(RecyclerView recyclerView, RecyclerView.State state, int position) {
        \#(math).Point to = math.contentOffsetFocusing(position, 0, getContentOffset());
        if (to == null) return;
        int[] d = distanceTo(to);
        recyclerView.smoothScrollBy(d[0], d[1]);
    }

\#(s.methods)\#(m.methods)\#(r.methods)    /** Jumps to item `position` in focus at the next layout. */
    @Override
    public void scrollToPosition(int position) {
        pendingPosition = position;
        requestLayout();
    }
}
"""#
    }
}

