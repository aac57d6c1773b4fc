package android.util;

/** https://developer.android.com/reference/android/util/DisplayMetrics */
public class DisplayMetrics {
    /** https://developer.android.com/reference/android/util/DisplayMetrics#density */
    public float density;
}
