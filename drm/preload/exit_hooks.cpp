// The process's exit, as the emulated GPU must see it: its work stops before any
// exit handler of the process runs (docs/decisions/0021-exit.md).
//
// Exit handlers run newest first, and libraries register theirs on first use:
// the translator's tables and the host compiler's objects, first used on the
// command processor's thread after the session registered its own handler, are
// destroyed before that handler runs. So the session's exit step runs from
// exit() itself and from the return of main(), ahead of every handler; the
// handler the session registers stays for any other way out.
#include <dlfcn.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "drm/preload/session.h"

using rdnavk::drm::Session;

namespace {

using MainFn = int (*)(int, char**, char**);
using StartMainFn = int (*)(MainFn, int, char**, void (*)(), void (*)(), void (*)(), void*);
using ExitFn = void (*)(int);

MainFn g_main = nullptr;

void finish_session() {
  if (Session* s = Session::existing()) s->finish();
}

int main_then_finish(int argc, char** argv, char** envp) {
  int status = g_main(argc, argv, envp);
  finish_session();
  return status;
}

}  // namespace

extern "C" {

__attribute__((visibility("default"), noreturn)) void exit(int status) noexcept {
  finish_session();
  static auto real = reinterpret_cast<ExitFn>(dlsym(RTLD_NEXT, "exit"));
  if (real != nullptr) real(status);
  syscall(SYS_exit_group, status);
  __builtin_unreachable();
}

// The C runtime's start calls this with the program's main: the wrapper runs
// main, then the session's exit step, then returns main's status for libc's
// own exit. Both symbol versions of glibc take the same arguments.
__attribute__((visibility("default"))) int __libc_start_main(MainFn main, int argc, char** argv,
                                                             void (*init)(), void (*fini)(),
                                                             void (*rtld_fini)(), void* stack_end) {
  auto real = reinterpret_cast<StartMainFn>(dlsym(RTLD_NEXT, "__libc_start_main"));
  if (real == nullptr) syscall(SYS_exit_group, 127);
  g_main = main;
  return real(main_then_finish, argc, argv, init, fini, rtld_fini, stack_end);
}

}  // extern "C"
