# One warning set for every target of the project.
add_library(rdnavk_warnings INTERFACE)
target_compile_options(rdnavk_warnings INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
  -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough)
if(RDNAVK_WERROR)
  target_compile_options(rdnavk_warnings INTERFACE -Werror)
endif()
