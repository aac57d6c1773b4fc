package android.graphics;

/** https://developer.android.com/reference/android/graphics/Outline */
public final class Outline {
    /** https://developer.android.com/reference/android/graphics/Outline#setRoundRect(android.graphics.Rect,%20float) */
    public void setRoundRect(Rect rect, float radius) { throw new RuntimeException("Stub!"); }
}
