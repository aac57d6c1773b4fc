/// The check mode of an exported Android math class: its `main` prints the
/// JSON `layout-playground attributes --all` prints for the same view and
/// data, with the UIKit export's flags and meanings.
extension AndroidExporter {
    /// The check command of the math class `mathClass`.
    /// With `springs`, it also replays a table of content moves (`--touch
    /// X,Y --moves T:X,Y;… --time T`) into the cells' springs and prints the
    /// cells where they swing at `--time`, as the UIKit export's check does.
    /// With `keylines` (the keyline carousel), it also prints the keylines at
    /// the offset, as `attributes` does, and the rest offset a release there
    /// without velocity comes to (`fling`'s `restOffset`).
    static func checkSource(mathClass: String, springs: Bool = false, keylines: Bool = false) -> String {
        let springDeclarations = springs
            ? "    List<double[]> moves = new ArrayList<>();\n    Point touch = null;\n    Double time = null;\n" : ""
        let springUsage = springs ? ", --touch X,Y, --moves T:X,Y;…, --time T" : ""
        return #"""
// ---- Check mode: java -cp DIR P.NAMEMath --viewport WxH --offset X,Y [--items N] [--sizes F.json] ----

/** A problem with the check command's input: one line, exit status 2. */
public static final class CheckFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    public CheckFailure(String message) { super(message); }
}

/**
 * Prints what `layout-playground attributes --all --items N` prints for the
 * view: --items alone repeats the exported data as `attributes` repeats a
 * dataset; --sizes F.json ([[w, h], …] or a dataset's array of items) holds
 * the data source's answers for one section of N items (cycled; without
 * --items, N is the number of sizes), in the meaning the dataset's w and h
 * have for the layout (the waterfall's picture aspect, the flow's size).
 */
public static void main(String[] args) {
    try {
        System.out.println(check(args));
    } catch (CheckFailure failure) {
        System.err.println("error: " + failure.getMessage());
        System.exit(2);
    }
}

/** The check command's output for `args`; throws CheckFailure on bad input. */
public static String check(String[] args) {
    Size viewport = new Size(C.viewportWidth, C.viewportHeight);
    Point offset = null;
    Integer items = null;
    Size[] sizes = null;
    boolean homography = false;
\#(springDeclarations)    List<String> arguments = new ArrayList<>(java.util.Arrays.asList(args));
    while (!arguments.isEmpty()) {
        String option = arguments.remove(0);
        if (option.equals("--homography")) { homography = true; continue; }
        int equals = option.indexOf('=');
        if (option.startsWith("--") && equals > 0) {
            arguments.add(0, option.substring(equals + 1));
            option = option.substring(0, equals);
        }
        if (arguments.isEmpty()) throw new CheckFailure(option + " needs a value");
        String value = arguments.remove(0);
        switch (option) {
            case "--viewport": {
                double[] parts = numbers(value, "x");
                if (parts == null || !(parts[0] > 0) || !(parts[1] > 0) || !Double.isFinite(parts[0]) || !Double.isFinite(parts[1]))
                    throw new CheckFailure("--viewport expects WxH, got '" + value + "'");
                viewport = new Size(parts[0], parts[1]);
                break;
            }
            case "--offset": {
                double[] parts = numbers(value, ",");
                if (parts == null || !Double.isFinite(parts[0]) || !Double.isFinite(parts[1]))
                    throw new CheckFailure("--offset expects X,Y, got '" + value + "'");
                offset = new Point(parts[0], parts[1]);
                break;
            }
            case "--items": {
                int n;
                try { n = Integer.parseInt(value.trim()); } catch (NumberFormatException e) { n = -1; }
                if (n < 0 || n > 1_000_000) throw new CheckFailure("--items expects a count from 0 to 1000000, got '" + value + "'");
                items = n;
                break;
            }
            case "--sizes":
                sizes = readSizes(value);
                break;
\#(springs ? springOptions : "")            default:
                throw new CheckFailure("unknown option '" + option + "' (expected --viewport WxH, --offset X,Y, --items N, --sizes FILE.json or --homography\#(springUsage))");
        }
    }
    // The data source: the exported data (repeated to --items N), or one section of N items sized as given (cycled).
    Data data = Data.exported();
    if (sizes != null) {
        final Size[] given = sizes;
        data = Data.items(items != null ? items : given.length, (s, i) -> given.length == 0 ? null : given[i % given.length]);
    } else if (items != null) {
        data = Data.exportedRepeated(items);
    }
    \#(mathClass) layout = new \#(mathClass)();
    layout.prepare(viewport, data);
    Point at = offset != null ? offset : layout.initialContentOffset();
\#(springs ? springReplay : "")    StringBuilder out = new StringBuilder();
    out.append("{\"layout\":\"").append(C.layout).append("\",")
       .append("\"viewport\":{\"width\":").append(number(viewport.width)).append(",\"height\":").append(number(viewport.height)).append("},")
       .append("\"contentOffset\":{\"x\":").append(number(at.x)).append(",\"y\":").append(number(at.y)).append("},");
    Size size = layout.contentSize();
    Integer current = layout.currentIndex(at);
    out.append("\"contentSize\":{\"width\":").append(number(size.width)).append(",\"height\":").append(number(size.height)).append("},")
       .append("\"currentIndex\":").append(current == null ? "null" : current.toString()).append(",\"elements\":[");
    boolean first = true;
    for (Element e : layout.everyElement(at)) {
        if (!first) out.append(',');
        first = false;
        Rect f = e.frame();
        out.append("{\"category\":\"").append(e.category).append("\",\"section\":").append(e.section).append(",\"item\":").append(e.item)
           .append(",\"center\":{\"x\":").append(number(e.center.x)).append(",\"y\":").append(number(e.center.y)).append('}')
           .append(",\"size\":{\"width\":").append(number(e.size.width)).append(",\"height\":").append(number(e.size.height)).append('}')
           .append(",\"frame\":{\"x\":").append(number(f.x)).append(",\"y\":").append(number(f.y))
           .append(",\"width\":").append(number(f.width)).append(",\"height\":").append(number(f.height)).append('}')
           .append(",\"alpha\":").append(number(e.alpha)).append(",\"zIndex\":").append(e.zIndex).append(",\"hidden\":").append(e.hidden)
           .append(",\"transform\":").append(numbers(e.transform.values()))
           .append(",\"transform3D\":").append(numbers(e.transform3D.values()))
           ;
        // A masked element (the keyline carousel): its visible part, in its own coordinates.
        if (e.mask != null) {
            out.append(",\"mask\":{\"x\":").append(number(e.mask.x)).append(",\"y\":").append(number(e.mask.y))
               .append(",\"width\":").append(number(e.mask.width)).append(",\"height\":").append(number(e.mask.height)).append('}');
        }
        // --homography: also the 3×3 matrix the Android shell draws the element with (View.setAnimationMatrix).
        if (homography) out.append(",\"homography\":").append(numbers(e.homography()));
        out.append('}');
    }
    out.append(']');
\#(keylines ? "    out.append(layout.keylineCheckJSON(at));\n" : "")    return out.append('}').toString();
}

static String numbers(double[] values) {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < values.length; i++) { if (i > 0) b.append(','); b.append(number(values[i])); }
    return b.append(']').toString();
}

/** A JSON number: whole numbers without a fraction, others exactly; null for NaN and infinities. */
static String number(double v) {
    if (!Double.isFinite(v)) return "null";
    if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
    return Double.toString(v);
}

/** Two numbers separated by `separator`, or null. */
static double[] numbers(String value, String separator) {
    String[] parts = value.split(java.util.regex.Pattern.quote(separator), -1);
    if (parts.length != 2) return null;
    try {
        return new double[] { Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim()) };
    } catch (NumberFormatException e) {
        return null;
    }
}

/**
 * The sizes in `path`, one per item: [w, h] (positive finite numbers), or a
 * dataset's item object, whose w and h are the size (an item without them
 * answers nothing: the exported size stands in for it).
 */
static Size[] readSizes(String path) {
    String text;
    try {
        text = new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(path)), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException | RuntimeException e) {
        throw new CheckFailure("--sizes: cannot read " + path);
    }
    Object parsed;
    try {
        JsonReader reader = new JsonReader(text);
        parsed = reader.value();
        reader.end();
    } catch (RuntimeException e) {
        parsed = null;
    }
    if (!(parsed instanceof List)) throw new CheckFailure("--sizes: " + path + " is not a JSON array of [w, h] pairs or dataset items");
    List<?> list = (List<?>) parsed;
    Size[] sizes = new Size[list.size()];
    for (int i = 0; i < list.size(); i++) {
        Object entry = list.get(i);
        if (entry instanceof java.util.Map) {
            java.util.Map<?, ?> item = (java.util.Map<?, ?>) entry;
            if (!item.containsKey("w") && !item.containsKey("h")) { sizes[i] = null; continue; }
            Double w = positive(item.get("w")), h = positive(item.get("h"));
            if (w == null || h == null) throw new CheckFailure("--sizes: item " + i + " of " + path + " needs positive numbers w and h");
            sizes[i] = new Size(w, h);
            continue;
        }
        Double w = null, h = null;
        if (entry instanceof List && ((List<?>) entry).size() == 2) { w = positive(((List<?>) entry).get(0)); h = positive(((List<?>) entry).get(1)); }
        if (w == null || h == null) throw new CheckFailure("--sizes: entry " + i + " of " + path + " is not a pair of positive numbers [w, h]");
        sizes[i] = new Size(w, h);
    }
    return sizes;
}

static Double positive(Object v) {
    if (!(v instanceof Double)) return null;
    double d = (Double) v;
    return Double.isFinite(d) && d > 0 ? d : null;
}

/** Just enough JSON for --sizes: objects, arrays, numbers, strings, true, false, null. */
static final class JsonReader {
    final String s;
    int i = 0;
    JsonReader(String s) { this.s = s; }
    void space() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
    void end() { space(); if (i != s.length()) throw new IllegalArgumentException("trailing text"); }
    char peek() { space(); if (i >= s.length()) throw new IllegalArgumentException("end"); return s.charAt(i); }
    void expect(char c) { if (peek() != c) throw new IllegalArgumentException("expected " + c); i++; }
    Object value() {
        char c = peek();
        if (c == '[') {
            i++;
            List<Object> list = new ArrayList<>();
            if (peek() == ']') { i++; return list; }
            while (true) { list.add(value()); if (peek() == ',') { i++; continue; } expect(']'); return list; }
        }
        if (c == '{') {
            i++;
            java.util.Map<String, Object> map = new java.util.HashMap<>();
            if (peek() == '}') { i++; return map; }
            while (true) {
                if (peek() != '"') throw new IllegalArgumentException("key");
                String key = string();
                expect(':');
                map.put(key, value());
                if (peek() == ',') { i++; continue; }
                expect('}');
                return map;
            }
        }
        if (c == '"') return string();
        for (String word : new String[] { "true", "false", "null" }) {
            if (s.startsWith(word, i)) { i += word.length(); return word.equals("null") ? null : Boolean.valueOf(word.equals("true")); }
        }
        int start = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
        return Double.parseDouble(s.substring(start, i));
    }
    String string() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            char c = s.charAt(i++);
            if (c == '"') return b.toString();
            if (c == '\\') {
                char e = s.charAt(i++);
                switch (e) {
                    case 'n': b.append('\n'); break;
                    case 't': b.append('\t'); break;
                    case 'r': b.append('\r'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                    default: b.append(e);
                }
            } else {
                b.append(c);
            }
        }
    }
}
"""#
    }
}

extension AndroidExporter {
    static let springOptions = #"""
            case "--touch": {
                double[] parts = numbers(value, ",");
                if (parts == null || !Double.isFinite(parts[0]) || !Double.isFinite(parts[1])) throw new CheckFailure("--touch expects X,Y, got '" + value + "'");
                touch = new Point(parts[0], parts[1]);
                break;
            }
            case "--moves":
                for (String step : value.split(";")) {
                    if (step.isEmpty()) continue;
                    String[] pair = step.split(":", -1);
                    double[] parts = pair.length == 2 ? numbers(pair[1], ",") : null;
                    double t;
                    try { t = Double.parseDouble(pair[0].trim()); } catch (NumberFormatException e) { t = Double.NaN; }
                    if (!Double.isFinite(t) || parts == null || !Double.isFinite(parts[0]) || !Double.isFinite(parts[1]))
                        throw new CheckFailure("--moves expects T:X,Y;T:X,Y…, got '" + step + "'");
                    moves.add(new double[] { t, parts[0], parts[1] });
                }
                break;
            case "--time": {
                double t;
                try { t = Double.parseDouble(value.trim()); } catch (NumberFormatException e) { t = Double.NaN; }
                if (!Double.isFinite(t)) throw new CheckFailure("--time expects seconds, got '" + value + "'");
                time = t;
                break;
            }

"""#

    static let springReplay = #"""
    // The springs: from rest at the offset, the content moved as the table says, read at --time.
    layout.springs.reset(at);
    layout.springs.touch = touch;
    for (double[] move : moves) {
        at = new Point(move[1], move[2]);
        layout.contentMoved(at, move[0]);
    }
    Double readAt = time != null ? time : (moves.isEmpty() ? null : Double.valueOf(moves.get(moves.size() - 1)[0]));
    if (readAt != null) {
        layout.time = readAt;
        layout.springs.advance(readAt);
    }

"""#
}
