package android.os;

/** https://developer.android.com/reference/android/os/SystemClock */
public final class SystemClock {
    private SystemClock() {}
    /** https://developer.android.com/reference/android/os/SystemClock#uptimeMillis() */
    public static long uptimeMillis() { throw new RuntimeException("Stub!"); }
}
