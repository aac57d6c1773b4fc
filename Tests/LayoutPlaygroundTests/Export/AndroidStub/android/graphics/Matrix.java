package android.graphics;

/** https://developer.android.com/reference/android/graphics/Matrix */
public class Matrix {
    /** https://developer.android.com/reference/android/graphics/Matrix#Matrix() */
    public Matrix() { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/graphics/Matrix#setValues(float[]) */
    public void setValues(float[] values) { throw new RuntimeException("Stub!"); }
}
