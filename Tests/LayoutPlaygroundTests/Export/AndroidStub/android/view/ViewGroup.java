package android.view;

/** https://developer.android.com/reference/android/view/ViewGroup */
public abstract class ViewGroup extends View {
    /** https://developer.android.com/reference/android/view/ViewGroup.LayoutParams */
    public static class LayoutParams {
        /** https://developer.android.com/reference/android/view/ViewGroup.LayoutParams#WRAP_CONTENT */
        public static final int WRAP_CONTENT = -2;
        /** https://developer.android.com/reference/android/view/ViewGroup.LayoutParams#LayoutParams(int,%20int) */
        public LayoutParams(int width, int height) { throw new RuntimeException("Stub!"); }
    }

    /** https://developer.android.com/reference/android/view/ViewGroup.MarginLayoutParams */
    public static class MarginLayoutParams extends LayoutParams {
        /** https://developer.android.com/reference/android/view/ViewGroup.MarginLayoutParams#MarginLayoutParams(int,%20int) */
        public MarginLayoutParams(int width, int height) { super(width, height); }
    }
}
