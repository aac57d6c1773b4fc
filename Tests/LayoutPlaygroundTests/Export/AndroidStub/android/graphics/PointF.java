package android.graphics;

/** https://developer.android.com/reference/android/graphics/PointF */
public class PointF {
    /** https://developer.android.com/reference/android/graphics/PointF#x */
    public float x;
    /** https://developer.android.com/reference/android/graphics/PointF#y */
    public float y;
    /** https://developer.android.com/reference/android/graphics/PointF#PointF(float,%20float) */
    public PointF(float x, float y) { throw new RuntimeException("Stub!"); }
}
