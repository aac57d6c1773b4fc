package androidx.recyclerview.widget;

import android.view.View;

/** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper */
public abstract class SnapHelper extends RecyclerView.OnFlingListener {
    /** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper#SnapHelper() */
    public SnapHelper() {}
    /** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper#attachToRecyclerView(androidx.recyclerview.widget.RecyclerView) */
    public void attachToRecyclerView(RecyclerView recyclerView) throws IllegalStateException { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper#onFling(int,int) */
    @Override
    public boolean onFling(int velocityX, int velocityY) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper#calculateDistanceToFinalSnap(androidx.recyclerview.widget.RecyclerView.LayoutManager,android.view.View) */
    public abstract int[] calculateDistanceToFinalSnap(RecyclerView.LayoutManager layoutManager, View targetView);
    /** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper#findSnapView(androidx.recyclerview.widget.RecyclerView.LayoutManager) */
    public abstract View findSnapView(RecyclerView.LayoutManager layoutManager);
    /** https://developer.android.com/reference/androidx/recyclerview/widget/SnapHelper#findTargetSnapPosition(androidx.recyclerview.widget.RecyclerView.LayoutManager,int,int) */
    public abstract int findTargetSnapPosition(RecyclerView.LayoutManager layoutManager, int velocityX, int velocityY);
}
