import CollectionLayout
import Foundation
import Testing

/// The Android export's LayoutManager and SnapHelper run, on Linux, against
/// a small working imitation of the few Android and AndroidX classes they
/// use (written here, not Android's code: children kept in a list, a
/// recycler that hands out and takes back views): after every layout pass
/// and scroll the attached children are exactly the cells the math places
/// in the viewport (the others recycled), at their frames; the offset stays
/// in range or wraps; each transformed child's animation matrix is the
/// element's homography; a keyline carousel's children are clipped to their
/// masks (clip bounds and a rounded outline), no other layout's are; a
/// settle after a drag rests on the layout's rest offset. This is not Android: it shows the shell's own logic only.
@Suite(.serialized) struct AndroidShellBehaviourTests {
    @Test func layoutPassesAndScrollsKeepExactlyTheVisibleCells() throws {
        let dir = try AndroidExportTests.temporaryFolder("android-behaviour")
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        for (file, text) in Self.fake {
            let url = dir.appendingPathComponent("fake/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let cases: [(String, [String])] = [
            ("cards", []), ("carousel", ["--set", "type=coverFlow"]), ("carousel", ["--set", "type=rotary"]),
            ("wheel", []), ("ring", []), ("stack", []), ("waterfall", []), ("flow", []), ("springs", []),
            ("compositional", []),
            // Masked items: each child clipped to its element's mask.
            ("keyline", ["--set", "cornerRadius=21"]), ("keyline", ["--set", "strategy=hero", "--set", "vertical=true", "--set", "parallax=0.4"]),
        ]
        var sources: [String] = [], names: [String] = []
        for (index, (layout, sets)) in cases.enumerated() {
            let name = "B\(index)"
            let export = try CLIRunner.run(["export", "android", "--layout", layout] + sets
                                           + ["--items", "30", "--name", name, "--package", "behaviour", "--out", path("src")])
            try #require(export.status == 0, "\(export.stderr)")
            sources += ["Math", "LayoutManager", "SnapHelper"].map { path("src/\(name)\($0).java") }
            names.append(name)
        }
        try Data(Self.driver(names).utf8).write(to: URL(fileURLWithPath: path("src/Drive.java")))
        let fakeSources = Self.fake.map { path("fake/" + $0.0) }
        let compile = try AndroidExportTests.run("javac", ["javac", "-d", path("classes")] + fakeSources + sources + [path("src/Drive.java")], in: dir)
        try #require(compile.status == 0, "\(compile.stderr.prefix(4000))")
        for sdk in ["29", "26"] {
            let run = try AndroidExportTests.run("java", ["java", "-Dsdk=\(sdk)", "-cp", path("classes"), "behaviour.Drive"], in: dir)
            #expect(run.status == 0, "API \(sdk): \(run.stderr.prefix(3000))")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.count == cases.count, "\(run.stdout)")
            for line in lines { print("android shell (API \(sdk)): \(line)") }
            #expect(lines.filter { $0.contains("children clipped to their masks") }.count == 2, "the keyline carousels' children are clipped")
        }
    }

    /// The driver: for each export, layout passes and seeded scrolls with invariants checked.
    static func driver(_ names: [String]) -> String {
        let runs = names.map { "        check(\"\($0)\", new \($0)LayoutManager(), new \($0)SnapHelper(), m -> ((\($0)LayoutManager) m).getMath(), seed++);" }
        return """
        package behaviour;

        import android.view.View;
        import androidx.recyclerview.widget.RecyclerView;
        import androidx.recyclerview.widget.SnapHelper;
        import java.util.*;
        import java.util.function.Function;

        public class Drive {
            static void fail(String message) { System.err.println(message); System.exit(1); }

            public static void main(String[] args) throws Exception {
                long seed = 7;
        \(runs.joined(separator: "\n"))
            }

            /** The math's cells in the viewport, by reflection (each export's Math is its own class). */
            static Map<Integer, double[]> visibleCells(Object math, double x, double y, double w, double h, int n) throws Exception {
                Class<?> type = math.getClass();
                Class<?> rect = Class.forName(type.getName() + "$Rect"), point = Class.forName(type.getName() + "$Point");
                Object r = rect.getConstructor(double.class, double.class, double.class, double.class).newInstance(x, y, w, h);
                Object p = point.getConstructor(double.class, double.class).newInstance(x, y);
                List<?> elements = (List<?>) type.getMethod("elementsIn", rect, point).invoke(math, r, p);
                Map<Integer, double[]> cells = new HashMap<>();
                for (Object e : elements) {
                    Class<?> et = e.getClass();
                    if (!et.getField("category").get(e).equals("cell") || et.getField("section").getInt(e) != 0) continue;
                    int item = et.getField("item").getInt(e);
                    if (item < 0 || item >= n) continue;
                    Object f = et.getMethod("frame").invoke(e);
                    double[] frame = { f.getClass().getField("x").getDouble(f) - x, f.getClass().getField("y").getDouble(f) - y,
                                       f.getClass().getField("width").getDouble(f), f.getClass().getField("height").getDouble(f) };
                    double[] hom = (double[]) et.getMethod("homography").invoke(e);
                    boolean plain = (Boolean) et.getField("transform").get(e).getClass().getMethod("isIdentity").invoke(et.getField("transform").get(e))
                        && (Boolean) et.getField("transform3D").get(e).getClass().getMethod("isIdentity").invoke(et.getField("transform3D").get(e));
                    double[] all = new double[18];
                    System.arraycopy(frame, 0, all, 0, 4);
                    System.arraycopy(hom, 0, all, 4, 9);
                    if (plain) all[12] = Double.NaN;
                    // The mask (x, y, width, height in the item's own points), NaN for an element drawn whole; then the corner radius.
                    Object mask = et.getField("mask").get(e);
                    for (int k = 0; k < 4; k++) all[13 + k] = mask == null ? Double.NaN
                        : mask.getClass().getField(new String[] { "x", "y", "width", "height" }[k]).getDouble(mask);
                    all[17] = mask == null ? Double.NaN : (Double) type.getMethod("maskCornerRadius").invoke(math);
                    cells.put(item, all);
                }
                return cells;
            }

            static void check(String name, RecyclerView.LayoutManager manager, SnapHelper snap, Function<RecyclerView.LayoutManager, Object> math, long seed) throws Exception {
                RecyclerView list = new RecyclerView();
                list.setLayoutManager(manager);
                snap.attachToRecyclerView(list);
                manager.setSize(700, 500);
                int n = 30;
                RecyclerView.State state = new RecyclerView.State(n);
                manager.state = state;
                RecyclerView.Recycler recycler = list.new Recycler();
                manager.onLayoutChildren(recycler, state);
                Random random = new Random(seed);
                int passes = 0, recycled = 0, masked = 0, narrowed = 0;
                boolean horizontal = manager.canScrollHorizontally();
                for (int step = 0; step < 120; step++) {
                    if (step > 0) {
                        int delta = random.nextInt(301) - 120;
                        if (horizontal) manager.scrollHorizontallyBy(delta, recycler, state); else manager.scrollVerticallyBy(delta, recycler, state);
                    }
                    Object m = math.apply(manager);
                    Object point = manager.getClass().getMethod("getContentOffset").invoke(manager);
                    double[] at = { point.getClass().getField("x").getDouble(point), point.getClass().getField("y").getDouble(point) };
                    Map<Integer, double[]> cells = visibleCells(m, at[0], at[1], 700, 500, n);
                    Set<Integer> attached = new HashSet<>();
                    for (int i = 0; i < manager.getChildCount(); i++) {
                        View child = manager.getChildAt(i);
                        int p = manager.getPosition(child);
                        if (!attached.add(p)) fail(name + ": item " + p + " attached twice");
                        double[] c = cells.get(p);
                        if (c == null) fail(name + " step " + step + ": item " + p + " attached but not in the viewport");
                        if (Math.abs(child.left - Math.round(c[0])) > 1 || Math.abs(child.top - Math.round(c[1])) > 1
                            || Math.abs(child.right - child.left - Math.round(c[2])) > 1)
                            fail(name + " step " + step + ": item " + p + " at " + child.left + "," + child.top + " not " + c[0] + "," + c[1]);
                        // The clip: a masked element's child is clipped to its mask (bounds and a rounded outline), others are not.
                        if (Double.isNaN(c[13])) {
                            if (child.clipBounds != null || child.clipToOutline) fail(name + ": item " + p + " drawn whole is clipped");
                        } else {
                            android.graphics.Rect b = child.clipBounds;
                            long[] want = { Math.round(c[13]), Math.round(c[14]), Math.round(c[13] + c[15]), Math.round(c[14] + c[16]) };
                            if (b == null || Math.abs(b.left - want[0]) > 1 || Math.abs(b.top - want[1]) > 1 || Math.abs(b.right - want[2]) > 1
                                || Math.abs(b.bottom - want[3]) > 1)
                                fail(name + " step " + step + ": item " + p + " clipped to " + b + ", its mask is " + Arrays.toString(want));
                            android.graphics.Outline outline = new android.graphics.Outline();
                            child.outlineProvider.getOutline(child, outline);
                            if (!child.clipToOutline || !b.equals(outline.rect) || Math.abs(outline.radius - c[17]) > 1e-3)
                                fail(name + ": item " + p + " outline " + outline.rect + " radius " + outline.radius + ", clip " + b);
                            masked++;
                            if (b.right - b.left < child.right - child.left - 1 || b.bottom - b.top < child.bottom - child.top - 1) narrowed++;
                        }
                        if (android.os.Build.VERSION.SDK_INT >= 29) {
                            if (Double.isNaN(c[12])) {
                                if (child.animationMatrix != null) fail(name + ": an untransformed item has a matrix");
                            } else {
                                if (child.animationMatrix == null) fail(name + ": item " + p + " has no animation matrix");
                                for (int k = 0; k < 9; k++) if (Math.abs(child.animationMatrix.values[k] - c[4 + k]) > 1e-3 * Math.max(1, Math.abs(c[4 + k])))
                                    fail(name + ": item " + p + " matrix " + Arrays.toString(child.animationMatrix.values));
                            }
                        }
                    }
                    if (!attached.equals(cells.keySet())) fail(name + " step " + step + ": attached " + attached + " but the viewport holds " + cells.keySet());
                    passes++;
                }
                recycled = recycler.recycledCount;
                // A settle: the snap view's distance brings the offset to a rest offset (or nothing, for free layouts).
                View target = snap.findSnapView(manager);
                String settle = "free";
                if (target != null) {
                    int[] d = snap.calculateDistanceToFinalSnap(manager, target);
                    if (horizontal) manager.scrollHorizontallyBy(d[0], recycler, state); else manager.scrollVerticallyBy(d[1], recycler, state);
                    View again = snap.findSnapView(manager);
                    int[] rest = snap.calculateDistanceToFinalSnap(manager, again);
                    if (Math.abs(rest[0]) > 1 || Math.abs(rest[1]) > 1) fail(name + ": not at rest after the settle: " + Arrays.toString(rest));
                    settle = "rests on item " + manager.getPosition(again);
                }
                System.out.println(name + ": " + passes + " passes, " + recycled + " views recycled, " + settle
                    + (masked > 0 ? ", " + masked + " children clipped to their masks (" + narrowed + " narrower than the view)" : ""));
            }
        }
        """
    }

    /// The imitation: Android's and AndroidX's classes as far as the shell uses them, working.
    static let fake: [(String, String)] = [
        ("android/content/Context.java", """
        package android.content;
        public abstract class Context { public abstract android.content.res.Resources getResources(); }
        """),
        ("android/content/res/Resources.java", """
        package android.content.res;
        public class Resources { public android.util.DisplayMetrics getDisplayMetrics() { return new android.util.DisplayMetrics(); } }
        """),
        ("android/util/DisplayMetrics.java", """
        package android.util;
        public class DisplayMetrics { public float density = 1; }
        """),
        ("android/graphics/Matrix.java", """
        package android.graphics;
        public class Matrix { public float[] values = new float[9]; public void setValues(float[] v) { values = v.clone(); } }
        """),
        ("android/graphics/PointF.java", """
        package android.graphics;
        public class PointF { public float x, y; public PointF(float x, float y) { this.x = x; this.y = y; } }
        """),
        ("android/os/Build.java", """
        package android.os;
        public class Build { public static class VERSION { public static final int SDK_INT = Integer.getInteger("sdk", 29); } }
        """),
        ("android/os/SystemClock.java", """
        package android.os;
        public final class SystemClock { public static long uptimeMillis() { return System.nanoTime() / 1_000_000; } }
        """),
        ("android/view/View.java", """
        package android.view;
        public class View {
            public static final int VISIBLE = 0, INVISIBLE = 4;
            public static class MeasureSpec { public static final int EXACTLY = 1 << 30; public static int makeMeasureSpec(int size, int mode) { return size | mode; } }
            public int position = -1, left, top, right, bottom, visibility;
            public float alpha = 1, translationZ;
            public android.graphics.Matrix animationMatrix;
            public android.graphics.Rect clipBounds;
            public ViewOutlineProvider outlineProvider = ViewOutlineProvider.BACKGROUND;
            public boolean clipToOutline;
            public void setClipBounds(android.graphics.Rect r) { clipBounds = r == null ? null : new android.graphics.Rect(r); }
            public ViewOutlineProvider getOutlineProvider() { return outlineProvider; }
            public void setOutlineProvider(ViewOutlineProvider p) { outlineProvider = p; }
            public void setClipToOutline(boolean c) { clipToOutline = c; }
            public void invalidateOutline() {}
            public final void measure(int w, int h) {}
            public void setAlpha(float a) { alpha = a; }
            public void setVisibility(int v) { visibility = v; }
            public void setTranslationZ(float z) { translationZ = z; }
            public void setAnimationMatrix(android.graphics.Matrix m) {
                if (android.os.Build.VERSION.SDK_INT < 29) throw new NoSuchMethodError("setAnimationMatrix is API 29");
                animationMatrix = m;
            }
            public void setTranslationX(float v) {}
            public void setTranslationY(float v) {}
            public void setScaleX(float v) {}
            public void setScaleY(float v) {}
            public void setRotation(float v) {}
            public void setPivotX(float v) {}
            public void setPivotY(float v) {}
            public void postOnAnimation(Runnable r) {}
        }
        """),
        ("android/view/ViewOutlineProvider.java", """
        package android.view;
        public abstract class ViewOutlineProvider {
            public static final ViewOutlineProvider BACKGROUND = new ViewOutlineProvider() { public void getOutline(View v, android.graphics.Outline o) {} };
            public abstract void getOutline(View view, android.graphics.Outline outline);
        }
        """),
        ("android/graphics/Rect.java", """
        package android.graphics;
        public final class Rect {
            public int left, top, right, bottom;
            public Rect() {}
            public Rect(Rect r) { set(r.left, r.top, r.right, r.bottom); }
            public void set(int l, int t, int r, int b) { left = l; top = t; right = r; bottom = b; }
            @Override public boolean equals(Object o) { return o instanceof Rect && ((Rect) o).left == left && ((Rect) o).top == top && ((Rect) o).right == right && ((Rect) o).bottom == bottom; }
            @Override public int hashCode() { return left ^ top ^ right ^ bottom; }
            @Override public String toString() { return "Rect(" + left + ", " + top + " - " + right + ", " + bottom + ")"; }
        }
        """),
        ("android/graphics/Outline.java", """
        package android.graphics;
        public final class Outline {
            public Rect rect; public float radius;
            public void setRoundRect(Rect r, float radius) { rect = new Rect(r); this.radius = radius; }
        }
        """),
        ("android/view/ViewGroup.java", """
        package android.view;
        public abstract class ViewGroup extends View {
            public static class LayoutParams { public static final int WRAP_CONTENT = -2; public LayoutParams(int w, int h) {} }
            public static class MarginLayoutParams extends LayoutParams { public MarginLayoutParams(int w, int h) { super(w, h); } }
        }
        """),
        ("androidx/recyclerview/widget/SnapHelper.java", """
        package androidx.recyclerview.widget;
        public abstract class SnapHelper extends RecyclerView.OnFlingListener {
            public void attachToRecyclerView(RecyclerView r) throws IllegalStateException {}
            @Override public boolean onFling(int vx, int vy) { return false; }
            public abstract int[] calculateDistanceToFinalSnap(RecyclerView.LayoutManager m, android.view.View v);
            public abstract android.view.View findSnapView(RecyclerView.LayoutManager m);
            public abstract int findTargetSnapPosition(RecyclerView.LayoutManager m, int vx, int vy);
        }
        """),
        ("androidx/recyclerview/widget/RecyclerView.java", """
        package androidx.recyclerview.widget;
        import android.view.View;
        import java.util.*;
        public class RecyclerView extends android.view.ViewGroup {
            public static final int NO_POSITION = -1, SCROLL_STATE_IDLE = 0, SCROLL_STATE_DRAGGING = 1;
            LayoutManager manager;
            public void setLayoutManager(LayoutManager m) { manager = m; m.onAttachedToWindow(this); }
            public LayoutManager getLayoutManager() { return manager; }
            public void smoothScrollBy(int dx, int dy) {}
            public abstract static class LayoutManager {
                final List<View> children = new ArrayList<>();
                int width, height;
                public State state;
                public void setSize(int w, int h) { width = w; height = h; }
                public abstract LayoutParams generateDefaultLayoutParams();
                public void onLayoutChildren(Recycler r, State s) {}
                public boolean canScrollHorizontally() { return false; }
                public boolean canScrollVertically() { return false; }
                public int scrollHorizontallyBy(int dx, Recycler r, State s) { return 0; }
                public int scrollVerticallyBy(int dy, Recycler r, State s) { return 0; }
                public void smoothScrollToPosition(RecyclerView v, State s, int p) {}
                public void scrollToPosition(int p) {}
                public void onAttachedToWindow(RecyclerView v) {}
                public void onScrollStateChanged(int state) {}
                public void removeAndRecycleAllViews(Recycler r) { for (View v : new ArrayList<>(children)) removeAndRecycleView(v, r); }
                public void detachAndScrapAttachedViews(Recycler r) { r.scrap.addAll(children); children.clear(); }
                public void removeAndRecycleView(View v, Recycler r) { children.remove(v); r.recycledCount++; r.pool.add(v); }
                public void addView(View v) { if (children.contains(v)) throw new IllegalStateException("added twice"); r(v); children.add(v); }
                private void r(View v) {}
                public void layoutDecorated(View v, int l, int t, int rr, int b) { v.left = l; v.top = t; v.right = rr; v.bottom = b; }
                public View findViewByPosition(int p) { for (View v : children) if (v.position == p) return v; return null; }
                public int getChildCount() { return children.size(); }
                public View getChildAt(int i) { return children.get(i); }
                public int getPosition(View v) { return v.position; }
                public int getItemCount() { return state == null ? 0 : state.count; }
                public int getWidth() { return width; }
                public int getHeight() { return height; }
                public int getPaddingLeft() { return 0; }
                public int getPaddingTop() { return 0; }
                public int getPaddingRight() { return 0; }
                public int getPaddingBottom() { return 0; }
                public void requestLayout() {}
            }
            public static class LayoutParams extends android.view.ViewGroup.MarginLayoutParams { public LayoutParams(int w, int h) { super(w, h); } }
            public final class Recycler {
                final List<View> scrap = new ArrayList<>(), pool = new ArrayList<>();
                public int recycledCount = 0;
                public View getViewForPosition(int p) {
                    for (Iterator<View> it = scrap.iterator(); it.hasNext();) { View v = it.next(); if (v.position == p) { it.remove(); return v; } }
                    View v = pool.isEmpty() ? new View() : pool.remove(pool.size() - 1);
                    v.position = p;
                    return v;
                }
            }
            public static class State {
                final int count;
                public State(int count) { this.count = count; }
                public int getItemCount() { return count; }
            }
            public abstract static class SmoothScroller { public interface ScrollVectorProvider { android.graphics.PointF computeScrollVectorForPosition(int p); } }
            public abstract static class OnFlingListener { public abstract boolean onFling(int vx, int vy); }
        }
        """),
    ]
}
