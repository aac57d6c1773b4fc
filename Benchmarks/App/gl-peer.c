/* The GPU path, measured as the app's drag frames are: a GtkGLArea of W×H
 * points (GTK 3, OpenGL 3.3 core; under Xvfb, Mesa's llvmpipe: the CPU
 * again) draws CARDS textured cards of 400×400 pixels, turned about a
 * vertical axis in perspective and spaced like a Cover Flow, sliding a
 * little every frame, timed and reporting as peer-frames.h says. With
 * CARDS 0 it is the GL area's own cost.
 * Usage: gl-peer W H CARDS   (GDK_SCALE sets the device scale) */
#include "peer-frames.h"
#include <epoxy/gl.h>
#include <math.h>

enum { MAX_CARDS = 18, SIDE = 400 };
static GLuint program, vao, vbo, textures[MAX_CARDS];
static double phase;
static int cards;

static const char *vertex_source =
    "#version 330 core\n"
    "layout(location = 0) in vec2 p; layout(location = 1) in vec2 t; uniform mat4 m; out vec2 uv;\n"
    "void main() { gl_Position = m * vec4(p, 0, 1); uv = t; }\n";
static const char *fragment_source =
    "#version 330 core\n"
    "in vec2 uv; uniform sampler2D s; out vec4 c;\n"
    "void main() { c = texture(s, uv); }\n";

static GLuint shader(GLenum kind, const char *source) {
    GLuint s = glCreateShader(kind);
    glShaderSource(s, 1, &source, NULL);
    glCompileShader(s);
    return s;
}

static void realize(GtkGLArea *area, gpointer data) {
    (void)data;
    gtk_gl_area_make_current(area);
    program = glCreateProgram();
    glAttachShader(program, shader(GL_VERTEX_SHADER, vertex_source));
    glAttachShader(program, shader(GL_FRAGMENT_SHADER, fragment_source));
    glLinkProgram(program);
    const float quad[] = {-1, -1, 0, 1, 1, -1, 1, 1, -1, 1, 0, 0, 1, 1, 1, 0};
    glGenVertexArrays(1, &vao);
    glBindVertexArray(vao);
    glGenBuffers(1, &vbo);
    glBindBuffer(GL_ARRAY_BUFFER, vbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 16, 0);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 16, (void *)8);
    glEnableVertexAttribArray(1);
    unsigned *pixels = malloc(SIDE * SIDE * 4);
    glGenTextures(MAX_CARDS, textures);
    for (int k = 0; k < MAX_CARDS; k++) {
        for (int i = 0; i < SIDE * SIDE; i++) pixels[i] = 0xff000000u | ((i * 2654435761u + k * 977u) & 0xffffff);
        glBindTexture(GL_TEXTURE_2D, textures[k]);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, SIDE, SIDE, 0, GL_BGRA, GL_UNSIGNED_BYTE, pixels);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    }
    free(pixels);
}

/// r = a·b for 4×4 matrices stored column by column.
static void multiply(float *r, const float *a, const float *b) {
    float t[16];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            t[j * 4 + i] = 0;
            for (int k = 0; k < 4; k++) t[j * 4 + i] += a[k * 4 + i] * b[j * 4 + k];
        }
    for (int i = 0; i < 16; i++) r[i] = t[i];
}

static gboolean render(GtkGLArea *area, GdkGLContext *context, gpointer data) {
    (void)context; (void)data;
    glClearColor(0.12f, 0.13f, 0.16f, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glUseProgram(program);
    glBindVertexArray(vao);
    phase += 0.01;
    const double slide = fmod(phase, 2.0) - 1.0;
    const int width = gtk_widget_get_allocated_width(GTK_WIDGET(area));
    const int height = gtk_widget_get_allocated_height(GTK_WIDGET(area));
    const float aspect = height > 0 ? (float)width / (float)height : 1, f = 1.0f / tanf(0.35f);
    const float projection[16] = {f / aspect, 0, 0, 0, 0, f, 0, 0, 0, 0, -1.002f, -1, 0, 0, -0.2002f, 0};
    for (int k = 0; k < cards; k++) {
        // A Cover Flow's offsets: side cards turned 1.2 rad and pushed back, the middle ones between.
        const double o = (k - 8.5) + slide, side = o > 1 ? 1 : o < -1 ? -1 : o;
        const double angle = -1.2 * side, x = o * 0.22 + 0.3 * side, z = -2.0 - 0.3 * fabs(side);
        const float c = (float)cos(angle), s = (float)sin(angle), scale = 0.18f;
        const float model[16] = {c * scale, 0, -s * scale, 0, 0, scale, 0, 0, s * scale, 0, c * scale, 0,
                                 (float)x, 0, (float)z, 1};
        float mvp[16];
        multiply(mvp, projection, model);
        glUniformMatrix4fv(glGetUniformLocation(program, "m"), 1, GL_FALSE, mvp);
        glBindTexture(GL_TEXTURE_2D, textures[k]);
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    }
    report_ready(GTK_WIDGET(area));
    return TRUE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    if (argc != 4) {
        fprintf(stderr, "usage: gl-peer WIDTH HEIGHT CARDS\n");
        return 2;
    }
    cards = atoi(argv[3]);
    if (cards < 0 || cards > MAX_CARDS) cards = MAX_CARDS;
    GtkWidget *area = gtk_gl_area_new();
    gtk_gl_area_set_required_version(GTK_GL_AREA(area), 3, 3);
    gtk_gl_area_set_has_depth_buffer(GTK_GL_AREA(area), TRUE);
    g_signal_connect(area, "realize", G_CALLBACK(realize), NULL);
    g_signal_connect(area, "render", G_CALLBACK(render), NULL);
    return run_peer(area, atoi(argv[1]), atoi(argv[2]));
}
