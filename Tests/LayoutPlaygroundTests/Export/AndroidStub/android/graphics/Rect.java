package android.graphics;

/** https://developer.android.com/reference/android/graphics/Rect */
public final class Rect {
    /** https://developer.android.com/reference/android/graphics/Rect#Rect() */
    public Rect() { throw new RuntimeException("Stub!"); }
    /** https://developer.android.com/reference/android/graphics/Rect#set(int,%20int,%20int,%20int) */
    public void set(int left, int top, int right, int bottom) { throw new RuntimeException("Stub!"); }
}
