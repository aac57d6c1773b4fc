package android.view;

import android.graphics.Outline;

/** https://developer.android.com/reference/android/view/ViewOutlineProvider */
public abstract class ViewOutlineProvider {
    /** https://developer.android.com/reference/android/view/ViewOutlineProvider#BACKGROUND */
    public static final ViewOutlineProvider BACKGROUND = null;

    /** https://developer.android.com/reference/android/view/ViewOutlineProvider#ViewOutlineProvider() */
    public ViewOutlineProvider() { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/view/ViewOutlineProvider#getOutline(android.view.View,%20android.graphics.Outline) */
    public abstract void getOutline(View view, Outline outline);
}
