// rdnavk-gles-triangle: a minimal GLES 3.0 client for the emulator's tests.
//
// EGL without any window system (the surfaceless platform, or GBM on the
// first render node), a context with no surface, one RGBA8 renderbuffer in an
// FBO: clear, draw one triangle from a VBO, read the pixels back and check
// the centre (inside the triangle) and the four corners (outside it).
//
// Exit codes: 0 ran to completion (right or wrong), 1 EGL/GL or setup error,
// 2 bad usage, 3 wrong result with --expect-correct.
//
// --exit-in-flight MS: call exit(0) with every EGL/GL object left to the exit
// handlers, as test harnesses (piglit) leave a test, and GPU work in flight: an
// exit handler clears a new target and flushes, so that the first GPU work
// comes while the process exits; with MS > 0 a clear comes first, and the
// exit MS milliseconds after it.

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
#include <gbm.h>

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace {

using Rgba = std::array<uint8_t, 4>;

// Byte values chosen so every channel differs (a swizzle shows up) and each
// is exactly k/255, so the float -> unorm8 conversion has one right answer.
constexpr Rgba kClear = {0x33, 0x66, 0x99, 0xff};
constexpr Rgba kTriangle = {0xff, 0x80, 0x40, 0xc0};

struct Options {
  std::string platform = "surfaceless";
  std::string renderNode;  // --platform gbm; empty = first /dev/dri/renderD*
  int width = 64;
  int height = 64;
  bool expectCorrect = false;
  int exitInFlightMs = -1;  // --exit-in-flight MS; -1: off
};

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct SetupError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string hex(unsigned v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%04x", v);
  return buf;
}

const char* eglErrorName(EGLint v) {
#define NAME(x) \
  { x, #x }
  static constexpr std::pair<EGLint, const char*> kNames[] = {
      NAME(EGL_SUCCESS),       NAME(EGL_NOT_INITIALIZED),     NAME(EGL_BAD_ACCESS),
      NAME(EGL_BAD_ALLOC),     NAME(EGL_BAD_ATTRIBUTE),       NAME(EGL_BAD_CONFIG),
      NAME(EGL_BAD_CONTEXT),   NAME(EGL_BAD_CURRENT_SURFACE), NAME(EGL_BAD_DISPLAY),
      NAME(EGL_BAD_MATCH),     NAME(EGL_BAD_NATIVE_PIXMAP),   NAME(EGL_BAD_NATIVE_WINDOW),
      NAME(EGL_BAD_PARAMETER), NAME(EGL_BAD_SURFACE),         NAME(EGL_CONTEXT_LOST),
  };
#undef NAME
  for (const auto& [value, name] : kNames)
    if (value == v) return name;
  return "EGL error";
}

const char* glErrorName(GLenum v) {
#define NAME(x) \
  { x, #x }
  static constexpr std::pair<GLenum, const char*> kNames[] = {
      NAME(GL_INVALID_ENUM),
      NAME(GL_INVALID_VALUE),
      NAME(GL_INVALID_OPERATION),
      NAME(GL_OUT_OF_MEMORY),
      NAME(GL_INVALID_FRAMEBUFFER_OPERATION),
  };
#undef NAME
  for (const auto& [value, name] : kNames)
    if (value == v) return name;
  return "GL error";
}

[[noreturn]] void eglFail(const char* call) {
  EGLint e = eglGetError();
  throw SetupError(std::string(call) + " failed: " + eglErrorName(e) + " (" + hex(unsigned(e)) +
                   ")");
}

// GL errors are sticky until read, so checking after each step names the step.
void glCheck(const char* call) {
  GLenum e = glGetError();
  if (e != GL_NO_ERROR)
    throw SetupError(std::string(call) + " failed: " + glErrorName(e) + " (" + hex(e) + ")");
}

// ---------------------------------------------------------------- options

void printHelp() {
  std::puts(
      "usage: rdnavk-gles-triangle [options]\n"
      "  --platform surfaceless|gbm   EGL platform (default surfaceless)\n"
      "  --render-node PATH           with gbm: the node to open (default: first\n"
      "                               /dev/dri/renderD*)\n"
      "  --size WxH                   render target size (default 64x64)\n"
      "  --expect-correct             exit 3 when the image is wrong\n"
      "  --exit-in-flight MS          exit(0) with GPU work in flight: an exit handler\n"
      "                               clears; MS > 0: clear, wait MS ms, then exit\n"
      "prints: gles-triangle: renderer=R size=WxH inside=RRGGBBAA outside=RRGGBBAA "
      "correct=yes|no\n"
      "exit: 0 completed, 1 EGL/GL error, 2 bad usage, 3 wrong (--expect-correct)");
}

int parseDimension(std::string_view text) {
  int v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < 8 || v > 16384)
    throw UsageError("--size wants WxH with each in 8..16384");
  return v;
}

void parseSize(std::string_view text, Options& o) {
  size_t x = text.find('x');
  if (x == std::string_view::npos)
    throw UsageError("--size wants WxH, got '" + std::string(text) + "'");
  o.width = parseDimension(text.substr(0, x));
  o.height = parseDimension(text.substr(x + 1));
}

// Returns false when --help was asked for.
bool parseOptions(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    auto value = [&]() -> std::string_view {
      if (i + 1 >= argc) throw UsageError(std::string(a) + " needs a value");
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      printHelp();
      return false;
    } else if (a == "--platform") {
      o.platform = value();
      if (o.platform != "surfaceless" && o.platform != "gbm")
        throw UsageError("--platform is surfaceless or gbm");
    } else if (a == "--render-node") {
      o.renderNode = value();
    } else if (a == "--size") {
      parseSize(value(), o);
    } else if (a == "--expect-correct") {
      o.expectCorrect = true;
    } else if (a == "--exit-in-flight") {
      std::string_view ms = value();
      auto [end, ec] = std::from_chars(ms.data(), ms.data() + ms.size(), o.exitInFlightMs);
      if (ec != std::errc() || end != ms.data() + ms.size() || o.exitInFlightMs < 0 ||
          o.exitInFlightMs > 60000)
        throw UsageError("--exit-in-flight wants milliseconds in 0..60000");
    } else {
      throw UsageError("unknown argument '" + std::string(a) + "'");
    }
  }
  return true;
}

// ---------------------------------------------------------------- EGL

// Everything EGL/GBM hands out; released in reverse order on any exit.
struct Egl {
  int fd = -1;
  gbm_device* gbm = nullptr;
  EGLDisplay display = EGL_NO_DISPLAY;
  EGLContext context = EGL_NO_CONTEXT;

  Egl() = default;
  Egl(const Egl&) = delete;
  Egl& operator=(const Egl&) = delete;
  ~Egl() {
    if (display != EGL_NO_DISPLAY) {
      eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
      if (context != EGL_NO_CONTEXT) eglDestroyContext(display, context);
      eglTerminate(display);
    }
    if (gbm) gbm_device_destroy(gbm);
    if (fd >= 0) close(fd);
  }
};

bool hasExtension(const char* list, std::string_view name) {
  std::string_view all = list ? list : "";
  for (size_t pos = 0; pos < all.size();) {
    size_t end = std::min(all.find(' ', pos), all.size());
    if (all.substr(pos, end - pos) == name) return true;
    pos = end + 1;
  }
  return false;
}

// opendir/readdir as libdrm does it, not std::filesystem: an interposer that
// fakes /dev/dri for the drivers (drm-shim, rdnavk) then fakes it for us too.
std::string firstRenderNode() {
  std::vector<std::string> nodes;
  if (DIR* dir = opendir("/dev/dri")) {
    while (const dirent* entry = readdir(dir))
      if (std::string_view(entry->d_name).starts_with("renderD"))
        nodes.push_back(std::string("/dev/dri/") + entry->d_name);
    closedir(dir);
  }
  if (nodes.empty()) throw SetupError("no /dev/dri/renderD* node for --platform gbm");
  // renderD128 first: names of one length sort as their numbers do.
  std::sort(nodes.begin(), nodes.end());
  return nodes.front();
}

void openGbm(Egl& e, const Options& o) {
  std::string node = o.renderNode.empty() ? firstRenderNode() : o.renderNode;
  e.fd = open(node.c_str(), O_RDWR | O_CLOEXEC);
  if (e.fd < 0) throw SetupError("open(" + node + ") failed: " + std::strerror(errno));
  e.gbm = gbm_create_device(e.fd);
  if (!e.gbm) throw SetupError("gbm_create_device(" + node + ") failed");
}

void openDisplay(Egl& e, const Options& o) {
  const char* clientExts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
  if (!hasExtension(clientExts, "EGL_EXT_platform_base"))
    throw SetupError("EGL lacks EGL_EXT_platform_base");
  auto getPlatformDisplay = reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(
      eglGetProcAddress("eglGetPlatformDisplayEXT"));
  if (!getPlatformDisplay)
    throw SetupError("eglGetProcAddress(eglGetPlatformDisplayEXT) returned null");
  if (o.platform == "gbm") {
    openGbm(e, o);
    e.display = getPlatformDisplay(EGL_PLATFORM_GBM_MESA, e.gbm, nullptr);
  } else {
    if (!hasExtension(clientExts, "EGL_MESA_platform_surfaceless"))
      throw SetupError("EGL lacks EGL_MESA_platform_surfaceless");
    e.display = getPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
  }
  if (e.display == EGL_NO_DISPLAY) eglFail("eglGetPlatformDisplayEXT");
  if (!eglInitialize(e.display, nullptr, nullptr)) eglFail("eglInitialize");
}

// With EGL_KHR_no_config_context no config is needed at all; otherwise any
// ES3-capable config does, since nothing is ever drawn to an EGL surface.
EGLConfig chooseConfig(EGLDisplay d) {
  if (hasExtension(eglQueryString(d, EGL_EXTENSIONS), "EGL_KHR_no_config_context"))
    return EGL_NO_CONFIG_KHR;
  const EGLint attribs[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_SURFACE_TYPE, 0, EGL_NONE};
  EGLConfig config = nullptr;
  EGLint count = 0;
  if (!eglChooseConfig(d, attribs, &config, 1, &count)) eglFail("eglChooseConfig");
  if (count == 0) throw SetupError("eglChooseConfig found no OpenGL ES 3 config");
  return config;
}

void createContext(Egl& e) {
  if (!hasExtension(eglQueryString(e.display, EGL_EXTENSIONS), "EGL_KHR_surfaceless_context"))
    throw SetupError("EGL display lacks EGL_KHR_surfaceless_context");
  if (!eglBindAPI(EGL_OPENGL_ES_API)) eglFail("eglBindAPI");
  const EGLint attribs[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE};
  e.context = eglCreateContext(e.display, chooseConfig(e.display), EGL_NO_CONTEXT, attribs);
  if (e.context == EGL_NO_CONTEXT) eglFail("eglCreateContext");
  if (!eglMakeCurrent(e.display, EGL_NO_SURFACE, EGL_NO_SURFACE, e.context))
    eglFail("eglMakeCurrent");
}

// ---------------------------------------------------------------- GL

// GL objects; deleted while the context is still current.
struct Scene {
  GLuint renderbuffer = 0, framebuffer = 0, vbo = 0, vao = 0, program = 0;

  Scene() = default;
  Scene(const Scene&) = delete;
  Scene& operator=(const Scene&) = delete;
  ~Scene() {
    glDeleteProgram(program);
    glDeleteVertexArrays(1, &vao);
    glDeleteBuffers(1, &vbo);
    glDeleteFramebuffers(1, &framebuffer);
    glDeleteRenderbuffers(1, &renderbuffer);
  }
};

float unorm(uint8_t b) {
  return float(b) / 255.0f;
}

void createTarget(Scene& s, const Options& o) {
  glGenRenderbuffers(1, &s.renderbuffer);
  glBindRenderbuffer(GL_RENDERBUFFER, s.renderbuffer);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, o.width, o.height);
  glCheck("glRenderbufferStorage");
  glGenFramebuffers(1, &s.framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, s.framebuffer);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, s.renderbuffer);
  glCheck("glFramebufferRenderbuffer");
  GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
  if (status != GL_FRAMEBUFFER_COMPLETE)
    throw SetupError("glCheckFramebufferStatus: incomplete (" + hex(status) + ")");
  glViewport(0, 0, o.width, o.height);
}

GLuint compileShader(GLenum stage, const std::string& source, const char* what) {
  GLuint shader = glCreateShader(stage);
  const char* text = source.c_str();
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetShaderInfoLog(shader, sizeof log, nullptr, log);
    glDeleteShader(shader);
    throw SetupError(std::string("glCompileShader(") + what + ") failed: " + log);
  }
  return shader;
}

// The triangle colour is written into the shader as a literal: a constant
// output is the least the emulator must get right before uniforms.
std::string fragmentSource() {
  char colour[128];
  std::snprintf(colour, sizeof colour, "vec4(%.9f, %.9f, %.9f, %.9f)", unorm(kTriangle[0]),
                unorm(kTriangle[1]), unorm(kTriangle[2]), unorm(kTriangle[3]));
  return std::string(
             "#version 300 es\n"
             "precision highp float;\n"
             "out vec4 o_colour;\n"
             "void main() { o_colour = ") +
         colour + "; }\n";
}

void createProgram(Scene& s) {
  const std::string vs =
      "#version 300 es\n"
      "layout(location = 0) in vec2 a_position;\n"
      "void main() { gl_Position = vec4(a_position, 0.0, 1.0); }\n";
  GLuint v = compileShader(GL_VERTEX_SHADER, vs, "vertex");
  GLuint f = compileShader(GL_FRAGMENT_SHADER, fragmentSource(), "fragment");
  s.program = glCreateProgram();
  glAttachShader(s.program, v);
  glAttachShader(s.program, f);
  glLinkProgram(s.program);
  glDeleteShader(v);  // only flagged: the program keeps them until it goes
  glDeleteShader(f);
  GLint ok = GL_FALSE;
  glGetProgramiv(s.program, GL_LINK_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetProgramInfoLog(s.program, sizeof log, nullptr, log);
    throw SetupError(std::string("glLinkProgram failed: ") + log);
  }
  glCheck("glLinkProgram");
}

// Covers the centre pixel and none of the corner pixels at every size from
// 8x8 up, with margin, so no edge tie rule decides a checked pixel.
void createGeometry(Scene& s) {
  const float vertices[] = {-0.75f, -0.75f, 0.75f, -0.75f, 0.0f, 0.75f};
  glGenVertexArrays(1, &s.vao);
  glBindVertexArray(s.vao);
  glGenBuffers(1, &s.vbo);
  glBindBuffer(GL_ARRAY_BUFFER, s.vbo);
  glBufferData(GL_ARRAY_BUFFER, sizeof vertices, vertices, GL_STATIC_DRAW);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
  glEnableVertexAttribArray(0);
  glCheck("glVertexAttribPointer");
}

std::vector<uint8_t> drawAndRead(Scene& s, const Options& o) {
  glClearColor(unorm(kClear[0]), unorm(kClear[1]), unorm(kClear[2]), unorm(kClear[3]));
  glClear(GL_COLOR_BUFFER_BIT);
  glCheck("glClear");
  glUseProgram(s.program);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glCheck("glDrawArrays");
  std::vector<uint8_t> pixels(size_t(o.width) * size_t(o.height) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, o.width, o.height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  glCheck("glReadPixels");
  glFinish();
  glCheck("glFinish");
  return pixels;
}

// ---------------------------------------------------------------- result

Rgba pixelAt(const std::vector<uint8_t>& pixels, const Options& o, int x, int y) {
  size_t at = (size_t(y) * size_t(o.width) + size_t(x)) * 4;
  return {pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]};
}

std::string rgbaHex(const Rgba& c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%02x%02x%02x%02x", c[0], c[1], c[2], c[3]);
  return buf;
}

bool imageCorrect(const std::vector<uint8_t>& pixels, const Options& o) {
  int w = o.width - 1, h = o.height - 1;
  bool ok = pixelAt(pixels, o, o.width / 2, o.height / 2) == kTriangle;
  for (auto [x, y] : {std::pair{0, 0}, {w, 0}, {0, h}, {w, h}})
    ok = ok && pixelAt(pixels, o, x, y) == kClear;
  return ok;
}

Options g_exitOptions;

void clearAndFlush() {
  glClearColor(unorm(kClear[0]), unorm(kClear[1]), unorm(kClear[2]), unorm(kClear[3]));
  glClear(GL_COLOR_BUFFER_BIT);
  glFlush();
}

// A new target, cleared: radeonsi initialises its DCC with a compute program.
// Also an exit handler, where nothing may throw.
void newTargetCleared() {
  try {
    auto* s = new Scene;  // left for the exit handlers
    createTarget(*s, g_exitOptions);
    clearAndFlush();
    glCheck("glFlush");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rdnavk-gles-triangle: %s\n", e.what());
  }
}

[[noreturn]] void exitInFlight(const Options& o) {
  auto* egl = new Egl;  // left for the exit handlers, as is every GL object
  openDisplay(*egl, o);
  createContext(*egl);
  g_exitOptions = o;
  // Registered after the driver opened the GPU, so it runs before the exit
  // handlers of everything loaded until then: the GPU gets work while the
  // process is exiting, as from a harness's own teardown.
  std::atexit(newTargetCleared);
  if (o.exitInFlightMs > 0) newTargetCleared();
  std::printf("gles-triangle: exit in flight after %d ms\n", o.exitInFlightMs);
  std::fflush(stdout);
  std::this_thread::sleep_for(std::chrono::milliseconds(o.exitInFlightMs));
  std::exit(0);
}

int run(const Options& o) {
  if (o.exitInFlightMs >= 0) exitInFlight(o);
  Egl egl;
  openDisplay(egl, o);
  createContext(egl);
  const auto* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
  Scene s;  // declared after egl: its GL objects go while the context lives
  createTarget(s, o);
  createProgram(s);
  createGeometry(s);
  auto pixels = drawAndRead(s, o);
  bool ok = imageCorrect(pixels, o);
  std::printf("gles-triangle: renderer=%s size=%dx%d inside=%s outside=%s correct=%s\n",
              renderer ? renderer : "?", o.width, o.height,
              rgbaHex(pixelAt(pixels, o, o.width / 2, o.height / 2)).c_str(),
              rgbaHex(pixelAt(pixels, o, 0, 0)).c_str(), ok ? "yes" : "no");
  std::fflush(stdout);
  return (o.expectCorrect && !ok) ? 3 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  try {
    if (!parseOptions(argc, argv, o)) return 0;
    return run(o);
  } catch (const UsageError& e) {
    std::fprintf(stderr, "rdnavk-gles-triangle: %s (see --help)\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rdnavk-gles-triangle: %s\n", e.what());
    return 1;
  }
}
