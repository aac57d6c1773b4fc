package android.view;

import android.graphics.Matrix;

/** https://developer.android.com/reference/android/view/View */
public class View {
    /** https://developer.android.com/reference/android/view/View#VISIBLE */
    public static final int VISIBLE = 0x00000000;
    /** https://developer.android.com/reference/android/view/View#INVISIBLE */
    public static final int INVISIBLE = 0x00000004;

    /** https://developer.android.com/reference/android/view/View.MeasureSpec */
    public static class MeasureSpec {
        /** https://developer.android.com/reference/android/view/View.MeasureSpec#EXACTLY */
        public static final int EXACTLY = 1 << 30;
        /** https://developer.android.com/reference/android/view/View.MeasureSpec#makeMeasureSpec(int,%20int) */
        public static int makeMeasureSpec(int size, int mode) { throw new RuntimeException("Stub!"); }
    }

    /** https://developer.android.com/reference/android/view/View#measure(int,%20int) */
    public final void measure(int widthMeasureSpec, int heightMeasureSpec) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setAlpha(float) */
    public void setAlpha(float alpha) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setVisibility(int) */
    public void setVisibility(int visibility) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setTranslationZ(float) */
    public void setTranslationZ(float translationZ) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setAnimationMatrix(android.graphics.Matrix) (API level 29) */
    public void setAnimationMatrix(Matrix matrix) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setTranslationX(float) */
    public void setTranslationX(float translationX) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setTranslationY(float) */
    public void setTranslationY(float translationY) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setScaleX(float) */
    public void setScaleX(float scaleX) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setScaleY(float) */
    public void setScaleY(float scaleY) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setRotation(float) */
    public void setRotation(float rotation) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setPivotX(float) */
    public void setPivotX(float pivotX) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#postOnAnimation(java.lang.Runnable) */
    public void postOnAnimation(Runnable action) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setClipBounds(android.graphics.Rect) */
    public void setClipBounds(android.graphics.Rect clipBounds) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#getOutlineProvider() */
    public ViewOutlineProvider getOutlineProvider() { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setOutlineProvider(android.view.ViewOutlineProvider) */
    public void setOutlineProvider(ViewOutlineProvider provider) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setClipToOutline(boolean) */
    public void setClipToOutline(boolean clipToOutline) { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#invalidateOutline() */
    public void invalidateOutline() { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/View#setPivotY(float) */
    public void setPivotY(float pivotY) { throw new RuntimeException("Stub!"); }
}
