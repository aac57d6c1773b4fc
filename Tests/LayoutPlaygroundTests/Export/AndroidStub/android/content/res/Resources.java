package android.content.res;

import android.util.DisplayMetrics;

/** https://developer.android.com/reference/android/content/res/Resources */
public class Resources {
    /** https://developer.android.com/reference/android/content/res/Resources#getDisplayMetrics() */
    public DisplayMetrics getDisplayMetrics() { throw new RuntimeException("Stub!"); }
}
