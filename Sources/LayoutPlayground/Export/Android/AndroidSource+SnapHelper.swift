/// The Android export's `SnapHelper`: the layout's rest rule (the exported
/// math's target offset for a release) and tap-to-centre.
extension AndroidExporter {
    /// `releases`: the math has its own release rule (`restOffsetForRelease`).
    static func snapHelperSource(package: String, prefix: String, restRule: String, releases: Bool = false) -> String {
        let math = prefix + "Math", manager = prefix + "LayoutManager", helper = prefix + "SnapHelper"
        let r = releases ? ReleaseShell(math: math) : ReleaseShell()
        let projection = """
                \(math).Point at = m.getContentOffset();
                double r = \(math).decelerationRate(), travel = r / (1 - r) / 1000;
                \(math).Point proposed = new \(math).Point(at.x + vx * travel, at.y + vy * travel);
                return m.getMath().targetContentOffset(proposed, new \(math).Point(vx, vy), at);

        """
        return #"""
// \#(helper).java — the layout's rest rule for \#(manager): \#(restRule).
//
// A release projects the content offset from the fling's velocity as UIScrollView's
// deceleration does (\#(math).decelerationRate() per millisecond), asks \#(math) for the
// rest offset (paging, one item per swipe, the nearest item), and scrolls there exactly with
// RecyclerView.smoothScrollBy. A drag that ends without a fling settles the same way
// (SnapHelper calls findSnapView and calculateDistanceToFinalSnap when scrolling stops).
// Tap-to-centre: call smoothScrollToCenter(itemView) from the item's click listener.
//
//   RecyclerView list = …;
//   \#(manager) manager = new \#(manager)(context);
//   list.setLayoutManager(manager);
//   new \#(helper)().attachToRecyclerView(list);
package \#(package);

import android.view.View;
import androidx.recyclerview.widget.RecyclerView;
import androidx.recyclerview.widget.SnapHelper;

public class \#(helper) extends SnapHelper {
    private RecyclerView recyclerView;

    @Override
    public void attachToRecyclerView(RecyclerView recyclerView) throws IllegalStateException {
        this.recyclerView = recyclerView;
        super.attachToRecyclerView(recyclerView);
    }

    private static \#(manager) manager(RecyclerView.LayoutManager layoutManager) {
        return layoutManager instanceof \#(manager) ? (\#(manager)) layoutManager : null;
    }

    /** The rest offset (points) for a release at the current offset with `velocity` (points per second). */
    private static \#(math).Point restOffset(\#(manager) m, double vx, double vy) {
\#(releases ? r.restOffset : projection)    }

    /** The item whose view rests in focus after a release: the layout's rest rule, or NO_POSITION where the layout does not snap. */
    @Override
    public int findTargetSnapPosition(RecyclerView.LayoutManager layoutManager, int velocityX, int velocityY) {
        \#(manager) m = manager(layoutManager);
        if (m == null || !\#(math).snaps() || m.getItemCount() == 0) return RecyclerView.NO_POSITION;
        float d = m.getDensity();
        Integer index = m.getMath().currentIndex(restOffset(m, velocityX / d, velocityY / d));
        return index == null ? RecyclerView.NO_POSITION : index;
    }

    /** The view of the item the content settles on from where it stands, or null where the layout does not snap. */
    @Override
    public View findSnapView(RecyclerView.LayoutManager layoutManager) {
        \#(manager) m = manager(layoutManager);
        if (m == null || !\#(math).snaps() || m.getItemCount() == 0) return null;
        Integer index = m.getMath().currentIndex(restOffset(m, 0, 0));
        return index == null ? null : m.findViewByPosition(index);
    }

    /** The pixels from the current offset to the one that puts `targetView`'s item in focus. */
    @Override
    public int[] calculateDistanceToFinalSnap(RecyclerView.LayoutManager layoutManager, View targetView) {
        \#(manager) m = manager(layoutManager);
        if (m == null || !\#(math).snaps()) return new int[] { 0, 0 };
        \#(math).Point to = m.getMath().contentOffsetFocusing(m.getPosition(targetView), 0, m.getContentOffset());
        return to == null ? new int[] { 0, 0 } : m.distanceTo(to);
    }

    /** A fling: straight to the rest offset the layout's rule gives for its velocity. */
    @Override
    public boolean onFling(int velocityX, int velocityY) {
        RecyclerView.LayoutManager layoutManager = recyclerView == null ? null : recyclerView.getLayoutManager();
        \#(manager) m = manager(layoutManager);
        if (m == null || !\#(math).snaps() || m.getItemCount() == 0) return false;
        float d = m.getDensity();
        int[] distance = m.distanceTo(restOffset(m, velocityX / d, velocityY / d));
        recyclerView.smoothScrollBy(distance[0], distance[1]);
        return true;
    }

    /** Tap-to-centre: scrolls, animated, until the tapped item is in focus; false where it is already. */
    public boolean smoothScrollToCenter(View itemView) {
        RecyclerView.LayoutManager layoutManager = recyclerView == null ? null : recyclerView.getLayoutManager();
        \#(manager) m = manager(layoutManager);
        if (m == null) return false;
        int position = m.getPosition(itemView);
        \#(math).Point to = m.getMath().contentOffsetFocusing(position, 0, m.getContentOffset());
        if (to == null) return false;
        int[] distance = m.distanceTo(to);
        if (distance[0] == 0 && distance[1] == 0) return false;
        recyclerView.smoothScrollBy(distance[0], distance[1]);
        return true;
    }
}
"""#
    }
}
