package android.content;

import android.content.res.Resources;

/** https://developer.android.com/reference/android/content/Context */
public abstract class Context {
    /** https://developer.android.com/reference/android/content/Context#getResources() */
    public abstract Resources getResources();
}
