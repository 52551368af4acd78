// Loading clang's relocatable AMDGPU objects: the layout and relocation a linker
// (ld.lld) would do for one object, then the kernels from the metadata note.
// LLVM is built without RTTI, so is this file.
#include "tests/opencl/code_object.h"

#include <llvm/BinaryFormat/ELF.h>
#include <llvm/BinaryFormat/MsgPackDocument.h>
#include <llvm/Object/ELF.h>
#include <llvm/Support/AMDHSAKernelDescriptor.h>

#include <cstring>
#include <fstream>
#include <map>

namespace rdnavk::opencl {

namespace kd = llvm::amdhsa;
using ELFT = llvm::object::ELF64LE;
using Elf = llvm::object::ELFFile<ELFT>;
using Shdr = ELFT::Shdr;
using Sym = ELFT::Sym;

namespace {

template <typename T>
T load_le(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

}  // namespace

KernelDescriptor KernelDescriptor::parse(std::span<const uint8_t, kSize> b) {
  static_assert(sizeof(kd::kernel_descriptor_t) == kSize);
  KernelDescriptor d;
  d.group_segment_fixed_size = load_le<uint32_t>(&b[kd::GROUP_SEGMENT_FIXED_SIZE_OFFSET]);
  d.private_segment_fixed_size = load_le<uint32_t>(&b[kd::PRIVATE_SEGMENT_FIXED_SIZE_OFFSET]);
  d.kernarg_size = load_le<uint32_t>(&b[kd::KERNARG_SIZE_OFFSET]);
  d.kernel_code_entry_byte_offset = load_le<int64_t>(&b[kd::KERNEL_CODE_ENTRY_BYTE_OFFSET_OFFSET]);
  d.compute_pgm_rsrc3 = load_le<uint32_t>(&b[kd::COMPUTE_PGM_RSRC3_OFFSET]);
  d.compute_pgm_rsrc1 = load_le<uint32_t>(&b[kd::COMPUTE_PGM_RSRC1_OFFSET]);
  d.compute_pgm_rsrc2 = load_le<uint32_t>(&b[kd::COMPUTE_PGM_RSRC2_OFFSET]);
  d.kernel_code_properties = load_le<uint16_t>(&b[kd::KERNEL_CODE_PROPERTIES_OFFSET]);
  d.kernarg_preload = load_le<uint16_t>(&b[kd::KERNARG_PRELOAD_OFFSET]);
  return d;
}

// The header's bits must be LLVM's, since LLVM wrote the descriptors.
constexpr bool same_bit(KernelCodeProperty ours, int llvms) {
  return static_cast<int>(ours) == llvms;
}
static_assert(same_bit(kEnableSgprPrivateSegmentBuffer,
                       kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER));
static_assert(same_bit(kEnableSgprDispatchPtr, kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR));
static_assert(same_bit(kEnableSgprQueuePtr, kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR));
static_assert(same_bit(kEnableSgprKernargSegmentPtr,
                       kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR));
static_assert(same_bit(kEnableSgprDispatchId, kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID));
static_assert(same_bit(kEnableSgprFlatScratchInit,
                       kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT));
static_assert(same_bit(kEnableSgprPrivateSegmentSize,
                       kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE));
static_assert(same_bit(kEnableWavefrontSize32, kd::KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32));
static_assert(same_bit(kUsesDynamicStack, kd::KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK));

std::vector<KernelArg> Kernel::explicit_args() const {
  std::vector<KernelArg> out;
  for (const KernelArg& a : args)
    if (!a.hidden()) out.push_back(a);
  return out;
}

const Kernel* CodeObject::find(std::string_view name) const {
  for (const Kernel& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

std::vector<uint8_t> read_file(const std::string& path, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) bytes.clear();
  if (bytes.empty()) *error = "cannot read " + path;
  return bytes;
}

namespace {

// One object being loaded: its sections' places in the image and its symbols'.
class Loader {
 public:
  Loader(const Elf& elf, uint64_t base_va, std::string* error)
      : elf_(elf), base_(base_va), error_(error) {}
  std::optional<CodeObject> load();

 private:
  bool fail(const std::string& why) {
    *error_ = why;
    return false;
  }
  bool fail(llvm::Error e) { return fail(llvm::toString(std::move(e))); }
  bool check_header();
  bool place_sections();
  bool read_symbols();
  bool relocate(const Shdr& rela);
  bool apply(uint32_t type, uint64_t at, uint64_t s_plus_a);
  bool read_metadata(const Shdr& note);
  bool read_kernel(llvm::msgpack::MapDocNode k);

  const Elf& elf_;
  uint64_t base_;
  std::string* error_;
  llvm::ArrayRef<Shdr> sections_;
  std::map<size_t, uint64_t> placed_;                   // section index -> offset in the image
  std::vector<std::optional<uint64_t>> symbol_offset_;  // by index; nullopt: unresolved
  std::map<std::string, uint64_t, std::less<>> by_name_;
  CodeObject out_;
};

std::optional<CodeObject> Loader::load() {
  auto sections = elf_.sections();
  if (!sections) return fail(sections.takeError()), std::nullopt;
  sections_ = *sections;
  if (!check_header() || !place_sections() || !read_symbols()) return std::nullopt;
  for (const Shdr& s : sections_) {
    if (s.sh_type == llvm::ELF::SHT_REL)
      return fail("SHT_REL relocations (AMDGPU uses RELA)"), std::nullopt;
    if (s.sh_type == llvm::ELF::SHT_RELA && !relocate(s)) return std::nullopt;
  }
  for (const Shdr& s : sections_)
    if (s.sh_type == llvm::ELF::SHT_NOTE && !read_metadata(s)) return std::nullopt;
  if (out_.kernels.empty()) return fail("no kernels in the metadata"), std::nullopt;
  out_.base_va = base_;
  return std::move(out_);
}

bool Loader::check_header() {
  // AMDGPUUsage, "ELF Header": EM_AMDGPU, the HSA OS ABI, the ABI version naming
  // the code object version, and the processor in e_flags.
  const auto& h = elf_.getHeader();
  if (h.e_machine != llvm::ELF::EM_AMDGPU) return fail("not an AMDGPU object");
  if (h.e_type != llvm::ELF::ET_REL) return fail("not a relocatable object (clang -c)");
  if (h.e_ident[llvm::ELF::EI_OSABI] != llvm::ELF::ELFOSABI_AMDGPU_HSA) return fail("not amdhsa");
  if ((h.e_flags & llvm::ELF::EF_AMDGPU_MACH) != llvm::ELF::EF_AMDGPU_MACH_AMDGCN_GFX1030)
    return fail("not a gfx1030 object");
  switch (h.e_ident[llvm::ELF::EI_ABIVERSION]) {
    case llvm::ELF::ELFABIVERSION_AMDGPU_HSA_V4:
      out_.code_object_version = 4;
      return true;
    case llvm::ELF::ELFABIVERSION_AMDGPU_HSA_V5:
      out_.code_object_version = 5;
      return true;
    default:
      return fail("code object version other than 4 or 5");
  }
}

bool Loader::place_sections() {
  // Allocated sections in file order, each at its own alignment; the image's base
  // is 256-byte aligned, which .text needs (AMDGPUUsage: kernel entries are
  // 256-byte aligned, COMPUTE_PGM_LO holds address >> 8).
  uint64_t end = 0;
  for (size_t i = 0; i < sections_.size(); ++i) {
    const Shdr& s = sections_[i];
    if (!(s.sh_flags & llvm::ELF::SHF_ALLOC)) continue;
    uint64_t align = s.sh_addralign ? s.sh_addralign : 1;
    if ((align & (align - 1)) != 0 || align > 256) return fail("section alignment");
    uint64_t at = (end + align - 1) & ~(align - 1);
    if (s.sh_size > (uint64_t{1} << 28)) return fail("section too large");
    placed_[i] = at;
    out_.image.resize(at + s.sh_size, 0);
    if (s.sh_type != llvm::ELF::SHT_NOBITS) {
      auto bytes = elf_.getSectionContents(s);
      if (!bytes) return fail(bytes.takeError());
      std::memcpy(out_.image.data() + at, bytes->data(), bytes->size());
    }
    end = at + s.sh_size;
  }
  return true;
}

bool Loader::read_symbols() {
  for (const Shdr& s : sections_) {
    if (s.sh_type != llvm::ELF::SHT_SYMTAB) continue;
    auto syms = elf_.symbols(&s);
    auto strtab = elf_.getStringTableForSymtab(s);
    if (!syms) return fail(syms.takeError());
    if (!strtab) return fail(strtab.takeError());
    for (const Sym& sym : *syms) {
      std::optional<uint64_t> at;
      auto it = placed_.find(sym.st_shndx);
      if (sym.st_shndx != llvm::ELF::SHN_UNDEF && it != placed_.end())
        at = it->second + sym.st_value;
      symbol_offset_.push_back(at);
      auto name = sym.getName(*strtab);
      if (name && at) by_name_[name->str()] = *at;
      if (!name) llvm::consumeError(name.takeError());
    }
    return true;
  }
  return fail("no symbol table");
}

bool Loader::relocate(const Shdr& rela) {
  if (rela.sh_info >= sections_.size()) return fail("relocation target");
  auto target = placed_.find(rela.sh_info);
  if (target == placed_.end()) return true;  // relocates a section that is not loaded
  auto relas = elf_.relas(rela);
  if (!relas) return fail(relas.takeError());
  for (const auto& r : *relas) {
    uint32_t sym = r.getSymbol(false);
    if (sym >= symbol_offset_.size() || !symbol_offset_[sym])
      return fail("relocation against an undefined symbol (a call into a library?)");
    uint64_t s_plus_a = base_ + *symbol_offset_[sym] + static_cast<uint64_t>(r.r_addend);
    if (!apply(r.getType(false), target->second + r.r_offset, s_plus_a)) return false;
  }
  return true;
}

bool Loader::apply(uint32_t type, uint64_t at, uint64_t s_plus_a) {
  // AMDGPUUsage, "Relocation Records": S + A absolute, S + A - P relative.
  namespace E = llvm::ELF;
  uint64_t p = base_ + at;
  uint64_t v;
  size_t n;
  switch (type) {
    case E::R_AMDGPU_NONE:
      return true;
    case E::R_AMDGPU_ABS32_LO:
      v = s_plus_a & 0xffffffff, n = 4;
      break;
    case E::R_AMDGPU_ABS32_HI:
      v = s_plus_a >> 32, n = 4;
      break;
    case E::R_AMDGPU_ABS64:
      v = s_plus_a, n = 8;
      break;
    case E::R_AMDGPU_REL32:
      v = (s_plus_a - p) & 0xffffffff, n = 4;
      break;
    case E::R_AMDGPU_REL64:
      v = s_plus_a - p, n = 8;
      break;
    case E::R_AMDGPU_ABS32:
      v = s_plus_a & 0xffffffff, n = 4;
      break;
    case E::R_AMDGPU_REL32_LO:
      v = (s_plus_a - p) & 0xffffffff, n = 4;
      break;
    case E::R_AMDGPU_REL32_HI:
      v = (s_plus_a - p) >> 32, n = 4;
      break;
    default:
      return fail("relocation type " + std::to_string(type));
  }
  if (at > out_.image.size() || n > out_.image.size() - at) return fail("relocation offset");
  std::memcpy(out_.image.data() + at, &v, n);
  return true;
}

// A metadata integer: msgpack stores small ones as either kind.
std::optional<uint64_t> uint_of(llvm::msgpack::DocNode n) {
  if (n.getKind() == llvm::msgpack::Type::UInt) return n.getUInt();
  if (n.getKind() == llvm::msgpack::Type::Int && n.getInt() >= 0)
    return static_cast<uint64_t>(n.getInt());
  return std::nullopt;
}

std::optional<std::string> string_of(llvm::msgpack::DocNode n) {
  if (n.getKind() != llvm::msgpack::Type::String) return std::nullopt;
  return n.getString().str();
}

llvm::msgpack::DocNode member(llvm::msgpack::MapDocNode m, llvm::StringRef key) {
  auto it = m.find(key);
  return it == m.end() ? llvm::msgpack::DocNode() : it->second;
}

bool Loader::read_metadata(const Shdr& note_section) {
  // AMDGPUUsage, "Code Object Metadata": one NT_AMDGPU_METADATA note of owner
  // "AMDGPU" holding a msgpack map with "amdhsa.kernels".
  llvm::Error err = llvm::Error::success();
  for (const auto& note : elf_.notes(note_section, err)) {
    if (note.getName() != "AMDGPU" || note.getType() != llvm::ELF::NT_AMDGPU_METADATA) continue;
    llvm::ArrayRef<uint8_t> desc = note.getDesc(note_section.sh_addralign);
    llvm::msgpack::Document doc;
    if (!doc.readFromBlob(llvm::StringRef(reinterpret_cast<const char*>(desc.data()), desc.size()),
                          false) ||
        !doc.getRoot().isMap())
      return fail("unreadable metadata");
    llvm::msgpack::DocNode kernels = member(doc.getRoot().getMap(), "amdhsa.kernels");
    if (!kernels.isArray()) return fail("metadata without amdhsa.kernels");
    for (llvm::msgpack::DocNode& k : kernels.getArray())
      if (!k.isMap() || !read_kernel(k.getMap()))
        return error_->empty() ? fail("kernel metadata") : false;
  }
  if (err) return fail(std::move(err));
  return true;
}

bool Loader::read_kernel(llvm::msgpack::MapDocNode m) {
  Kernel k;
  auto name = string_of(member(m, ".name"));
  auto symbol = string_of(member(m, ".symbol"));
  auto kernarg_size = uint_of(member(m, ".kernarg_segment_size"));
  auto kernarg_align = uint_of(member(m, ".kernarg_segment_align"));
  auto wave = uint_of(member(m, ".wavefront_size"));
  llvm::msgpack::DocNode args = member(m, ".args");
  if (!name || !symbol || !kernarg_size || !kernarg_align || !wave) return fail("kernel metadata");
  k.name = *name;
  k.kernarg_segment_size = static_cast<uint32_t>(*kernarg_size);
  k.kernarg_segment_align = static_cast<uint32_t>(*kernarg_align);
  k.wavefront_size = static_cast<uint32_t>(*wave);
  if (args.isArray()) {
    for (llvm::msgpack::DocNode& a : args.getArray()) {
      if (!a.isMap()) return fail("argument metadata");
      auto kind = string_of(member(a.getMap(), ".value_kind"));
      auto offset = uint_of(member(a.getMap(), ".offset"));
      auto size = uint_of(member(a.getMap(), ".size"));
      if (!kind || !offset || !size) return fail("argument metadata of " + k.name);
      k.args.push_back({*kind, static_cast<uint32_t>(*offset), static_cast<uint32_t>(*size)});
    }
  }
  auto at = by_name_.find(*symbol);
  if (at == by_name_.end() || at->second + KernelDescriptor::kSize > out_.image.size())
    return fail("no descriptor " + *symbol);
  k.descriptor_offset = at->second;
  k.kd = KernelDescriptor::parse(std::span<const uint8_t, KernelDescriptor::kSize>(
      out_.image.data() + at->second, KernelDescriptor::kSize));
  k.code_offset = k.descriptor_offset + static_cast<uint64_t>(k.kd.kernel_code_entry_byte_offset);
  if (k.code_offset >= out_.image.size() || k.code_offset % 256 != 0)
    return fail(k.name + ": entry outside the image or not 256-byte aligned");
  out_.kernels.push_back(std::move(k));
  return true;
}

}  // namespace

std::optional<CodeObject> load_code_object(std::span<const uint8_t> bytes, uint64_t base_va,
                                           std::string* error) {
  error->clear();
  if (base_va % 256 != 0) {
    *error = "base address not 256-byte aligned";
    return std::nullopt;
  }
  auto elf =
      Elf::create(llvm::StringRef(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  if (!elf) {
    *error = llvm::toString(elf.takeError());
    return std::nullopt;
  }
  return Loader(*elf, base_va, error).load();
}

}  // namespace rdnavk::opencl
