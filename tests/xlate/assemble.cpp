#include "tests/xlate/assemble.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>

namespace rdnavk::xlate::testing {

std::vector<uint8_t> assemble(const std::string& text, bool wave64, std::string* error) {
  std::string dir = "/tmp/rdnavk-xlate-" + std::to_string(getpid());
  std::string s = dir + ".s", o = dir + ".o", b = dir + ".bin", log = dir + ".log";
  std::ofstream(s) << text << "\n";
  std::string cmd = "llvm-mc-19 -arch=amdgcn -mcpu=gfx1030 -filetype=obj";
  if (wave64) cmd += " -mattr=+wavefrontsize64";
  cmd += " -o " + o + " " + s + " 2>" + log +
         " && llvm-objcopy-19 -O binary --only-section=.text " + o + " " + b + " 2>>" + log;
  std::vector<uint8_t> bytes;
  if (std::system(cmd.c_str()) != 0) {
    std::ifstream in(log);
    *error = std::string(std::istreambuf_iterator<char>(in), {});
  } else {
    std::ifstream in(b, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  for (const std::string& f : {s, o, b, log}) std::remove(f.c_str());
  return bytes;
}

}  // namespace rdnavk::xlate::testing
