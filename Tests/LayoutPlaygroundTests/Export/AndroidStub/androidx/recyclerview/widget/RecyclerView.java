package androidx.recyclerview.widget;

import android.graphics.PointF;
import android.view.View;
import android.view.ViewGroup;

/** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView */
public class RecyclerView extends ViewGroup {
    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView#NO_POSITION() */
    public static final int NO_POSITION = -1;
    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView#SCROLL_STATE_IDLE() */
    public static final int SCROLL_STATE_IDLE = 0;
    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView#SCROLL_STATE_DRAGGING() */
    public static final int SCROLL_STATE_DRAGGING = 1;

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView#getLayoutManager() */
    public LayoutManager getLayoutManager() { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView#smoothScrollBy(int,int) */
    public void smoothScrollBy(int dx, int dy) { throw new RuntimeException("Stub!"); }

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager */
    public abstract static class LayoutManager {
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#generateDefaultLayoutParams() */
        public abstract LayoutParams generateDefaultLayoutParams();
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#onLayoutChildren(androidx.recyclerview.widget.RecyclerView.Recycler,androidx.recyclerview.widget.RecyclerView.State) */
        public void onLayoutChildren(Recycler recycler, State state) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#canScrollHorizontally() */
        public boolean canScrollHorizontally() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#canScrollVertically() */
        public boolean canScrollVertically() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#scrollHorizontallyBy(int,androidx.recyclerview.widget.RecyclerView.Recycler,androidx.recyclerview.widget.RecyclerView.State) */
        public int scrollHorizontallyBy(int dx, Recycler recycler, State state) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#scrollVerticallyBy(int,androidx.recyclerview.widget.RecyclerView.Recycler,androidx.recyclerview.widget.RecyclerView.State) */
        public int scrollVerticallyBy(int dy, Recycler recycler, State state) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#smoothScrollToPosition(androidx.recyclerview.widget.RecyclerView,androidx.recyclerview.widget.RecyclerView.State,int) */
        public void smoothScrollToPosition(RecyclerView recyclerView, State state, int position) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#scrollToPosition(int) */
        public void scrollToPosition(int position) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#removeAndRecycleAllViews(androidx.recyclerview.widget.RecyclerView.Recycler) */
        public void removeAndRecycleAllViews(Recycler recycler) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#detachAndScrapAttachedViews(androidx.recyclerview.widget.RecyclerView.Recycler) */
        public void detachAndScrapAttachedViews(Recycler recycler) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#removeAndRecycleView(android.view.View,androidx.recyclerview.widget.RecyclerView.Recycler) */
        public void removeAndRecycleView(View child, Recycler recycler) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#addView(android.view.View) */
        public void addView(View child) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#layoutDecorated(android.view.View,int,int,int,int) */
        public void layoutDecorated(View child, int left, int top, int right, int bottom) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#findViewByPosition(int) */
        public View findViewByPosition(int position) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getChildCount() */
        public int getChildCount() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getChildAt(int) */
        public View getChildAt(int index) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getPosition(android.view.View) */
        public int getPosition(View view) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getItemCount() */
        public int getItemCount() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getWidth() */
        public int getWidth() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getHeight() */
        public int getHeight() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getPaddingLeft() */
        public int getPaddingLeft() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getPaddingTop() */
        public int getPaddingTop() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getPaddingRight() */
        public int getPaddingRight() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#getPaddingBottom() */
        public int getPaddingBottom() { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#onScrollStateChanged(int) */
        public void onScrollStateChanged(int state) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#onAttachedToWindow(androidx.recyclerview.widget.RecyclerView) */
        public void onAttachedToWindow(RecyclerView view) { throw new RuntimeException("Stub!"); }
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutManager#requestLayout() */
        public void requestLayout() { throw new RuntimeException("Stub!"); }
    }

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutParams */
    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.LayoutParams#LayoutParams(int,int) */
        public LayoutParams(int width, int height) { super(width, height); }
    }

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.Recycler */
    public final class Recycler {
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.Recycler#getViewForPosition(int) */
        public View getViewForPosition(int position) { throw new RuntimeException("Stub!"); }
    }

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.State */
    public static class State {
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.State#getItemCount() */
        public int getItemCount() { throw new RuntimeException("Stub!"); }
    }

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.SmoothScroller */
    public abstract static class SmoothScroller {
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.SmoothScroller.ScrollVectorProvider */
        public interface ScrollVectorProvider {
            /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.SmoothScroller.ScrollVectorProvider#computeScrollVectorForPosition(int) */
            PointF computeScrollVectorForPosition(int targetPosition);
        }
    }

    /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.OnFlingListener */
    public abstract static class OnFlingListener {
        /** https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.OnFlingListener#onFling(int,int) */
        public abstract boolean onFling(int velocityX, int velocityY);
    }
}
