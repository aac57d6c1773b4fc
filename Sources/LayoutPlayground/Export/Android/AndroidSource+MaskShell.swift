/// What a masked layout (the keyline carousel) adds to the LayoutManager:
/// each item view is clipped to its element's mask, the visible part in its
/// own coordinates, with the configured corner radius — an outline as
/// Material's `MaskableFrameLayout` draws, so the content stays in place
/// and only the window onto it moves and narrows.
struct MaskShell {
    var header = "", imports = "", onPlace = "", methods = ""

    /// Nothing: the layout draws every item whole.
    init() {}

    init(math: String) {
        header = """
        //   mask       each item view is clipped to its element's mask (its visible part, in its own
        //              coordinates) with rounded corners: View.setClipBounds, and an outline
        //              (ViewOutlineProvider, View.setClipToOutline) that rounds the clip and shapes the
        //              shadow, as Material's MaskableFrameLayout; the view's content stays in place.

        """
        imports = "import android.graphics.Outline;\n"
        onPlace = """
                applyMask(view, e.mask);

        """
        methods = """
            /** The outline of a masked item: its mask, rounded by the math's corner radius (pixels). */
            static final class MaskOutline extends android.view.ViewOutlineProvider {
                final android.graphics.Rect bounds = new android.graphics.Rect();
                float radius;

                @Override
                public void getOutline(View view, Outline outline) { outline.setRoundRect(bounds, radius); }
            }

            /** Clips `view` to `mask` (points, in the view's own coordinates); null: the whole view. */
            private void applyMask(View view, \(math).Rect mask) {
                boolean ours = view.getOutlineProvider() instanceof MaskOutline;
                if (mask == null) {
                    view.setClipBounds(null);
                    if (ours) {
                        view.setOutlineProvider(android.view.ViewOutlineProvider.BACKGROUND);
                        view.setClipToOutline(false);
                    }
                    return;
                }
                MaskOutline outline = ours ? (MaskOutline) view.getOutlineProvider() : new MaskOutline();
                outline.bounds.set(pixels(mask.minX()), pixels(mask.minY()), pixels(mask.maxX()), pixels(mask.maxY()));
                outline.radius = (float) (math.maskCornerRadius() * density);
                view.setClipBounds(outline.bounds);
                if (!ours) view.setOutlineProvider(outline);
                view.setClipToOutline(true);
                view.invalidateOutline();
            }


        """
    }
}
