// The SPIR-V side of a push-constant layout (push_layout.h).
#include "xlate/push_layout.h"

#include <fmt/format.h>

#include "xlate/spirv_asm.h"

namespace rdnavk::xlate {

void declare_push(SpirvAsm& a, std::span<const PushMember> members, uint32_t base) {
  std::string fields;
  for (size_t i = 0; i < members.size(); ++i) {
    const PushMember& m = members[i];
    std::string type = m.bits == 64 ? "%u64" : "%u32";
    if (m.count != 0) {
      // One array type per member: each carries its own stride decoration.
      std::string arr = fmt::format("%push_{}_t", m.name);
      a.global(fmt::format("%push_{}_n = OpConstant %u32 {}", m.name, m.count));
      a.global(fmt::format("{} = OpTypeArray {} %push_{}_n", arr, type, m.name));
      a.decorate(fmt::format("OpDecorate {} ArrayStride {}", arr, m.bits / 8));
      type = arr;
    }
    fields += " " + type;
    a.global(fmt::format("%c_push_{} = OpConstant %u32 {}", m.name, i));
    a.decorate(fmt::format("OpMemberDecorate %PushT {} Offset {}", i, base + m.offset));
  }
  a.global("%PushT = OpTypeStruct" + fields);
  a.global("%pp_PushT = OpTypePointer PushConstant %PushT");
  a.global("%push = OpVariable %pp_PushT PushConstant");
  a.decorate("OpDecorate %PushT Block");
}

}  // namespace rdnavk::xlate
