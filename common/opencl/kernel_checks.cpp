#include "common/opencl/kernel_checks.hpp"

#include "common/opencl/device.hpp"
#include "common/opencl/errors.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>

namespace ocltut {

namespace {

// One parameter, as the host declares it or as the compiled kernel reports it.
struct Parameter {
    enum class Kind { value, pointer, image };
    Kind kind = Kind::value;
    std::string space;  // a pointer's address space, an image's access; "" for a value
    std::string type;   // a value's or an image's type, a pointer's element type
    std::string text;   // as a declaration reads: "global const uchar* in"
};

// "unsigned  char *" -> "uchar*", and so on: implementations spell types
// either way, and the host's declarations may space them as they like.
std::string short_type_name(const std::string& type)
{
    std::istringstream words(type);
    std::string name;
    for (std::string word; words >> word;) {
        const bool glued = name.empty() || word == "*" || name.back() == '*';
        name += (glued ? "" : " ") + word;
    }
    for (const char* scalar : {"char", "short", "int", "long"})
        if (name.rfind(std::string("unsigned ") + scalar, 0) == 0) name = "u" + name.substr(9);
    return name;
}

// What a pointer points to, without the vector width: "uchar16" -> "uchar".
std::string scalar_of(std::string type)
{
    while (!type.empty() && std::isdigit(static_cast<unsigned char>(type.back()))) type.pop_back();
    return type;
}

// OpenCL C's own scalar types. A parameter of another type (a typedef, a
// struct) may be reported by its own name or by what it stands for,
// depending on the implementation, so its type is not compared.
bool is_builtin_scalar(const std::string& type)
{
    static const std::array<const char*, 14> builtin = {"bool",  "char",   "uchar",  "short",    "ushort",
                                                        "int",   "uint",   "long",   "ulong",    "half",
                                                        "float", "double", "size_t", "ptrdiff_t"};
    return std::find(builtin.begin(), builtin.end(), type) != builtin.end();
}

// Whether a compiled parameter's type can stand where the host declares `declared`.
bool same_type(const std::string& compiled, const std::string& declared)
{
    if (!is_builtin_scalar(scalar_of(compiled)) || !is_builtin_scalar(scalar_of(declared))) return true;
    return compiled == declared;
}

bool is_address_space(const std::string& word)
{
    return word == "global" || word == "constant" || word == "local" || word == "private";
}

bool is_access(const std::string& word)
{
    return word == "read_only" || word == "write_only" || word == "read_write";
}

// "global const uchar* in" as the host writes it.
Parameter parse_declaration(const std::string& declaration)
{
    std::string spaced;  // "uchar* in" -> "uchar * in": the star a word of its own
    for (const char c : declaration) spaced += c == '*' ? std::string(" * ") : std::string(1, c);
    std::istringstream words(spaced);
    std::vector<std::string> type_words;
    Parameter parameter;
    parameter.text = declaration;
    for (std::string word; words >> word;) {
        if (word.rfind("__", 0) == 0) word = word.substr(2);
        if (word == "*") parameter.kind = Parameter::Kind::pointer;
        else if (is_address_space(word) || is_access(word)) parameter.space = word;
        else if (word != "const" && word != "restrict" && word != "volatile") type_words.push_back(word);
    }
    type_words.pop_back();  // the parameter's name
    std::string type;
    for (const std::string& word : type_words) type += (type.empty() ? "" : " ") + word;
    parameter.type = short_type_name(type);
    if (parameter.type.rfind("image", 0) == 0) parameter.kind = Parameter::Kind::image;
    return parameter;
}

std::string address_space_name(cl_kernel_arg_address_qualifier space)
{
    switch (space) {
    case CL_KERNEL_ARG_ADDRESS_GLOBAL:
        return "global";
    case CL_KERNEL_ARG_ADDRESS_CONSTANT:
        return "constant";
    case CL_KERNEL_ARG_ADDRESS_LOCAL:
        return "local";
    default:
        return "";
    }
}

std::string access_name(cl_kernel_arg_access_qualifier access)
{
    switch (access) {
    case CL_KERNEL_ARG_ACCESS_READ_ONLY:
        return "read_only";
    case CL_KERNEL_ARG_ACCESS_WRITE_ONLY:
        return "write_only";
    case CL_KERNEL_ARG_ACCESS_READ_WRITE:
        return "read_write";
    default:
        return "";
    }
}

// Parameter `index` of the compiled kernel, from its argument info.
Parameter compiled_parameter(const cl::Kernel& kernel, cl_uint index)
{
    const std::string type = short_type_name(kernel.getArgInfo<CL_KERNEL_ARG_TYPE_NAME>(index));
    const std::string name = kernel.getArgInfo<CL_KERNEL_ARG_NAME>(index);
    const bool is_const = (kernel.getArgInfo<CL_KERNEL_ARG_TYPE_QUALIFIER>(index) & CL_KERNEL_ARG_TYPE_CONST) != 0;
    Parameter parameter;
    if (!type.empty() && type.back() == '*') {
        parameter.kind = Parameter::Kind::pointer;
        parameter.type = short_type_name(type.substr(0, type.size() - 1));
        parameter.space = address_space_name(kernel.getArgInfo<CL_KERNEL_ARG_ADDRESS_QUALIFIER>(index));
        parameter.text = parameter.space + (is_const ? " const " : " ") + type + " " + name;
    } else if (type.rfind("image", 0) == 0) {
        parameter.kind = Parameter::Kind::image;
        parameter.type = type;
        parameter.space = access_name(kernel.getArgInfo<CL_KERNEL_ARG_ACCESS_QUALIFIER>(index));
        parameter.text = parameter.space + " " + type + " " + name;
    } else {
        parameter.type = type;
        parameter.text = type + " " + name;
    }
    return parameter;
}

// Whether the compiled parameter takes what the host passes for `declared`.
bool takes(const Parameter& compiled, const Parameter& declared)
{
    if (compiled.kind != declared.kind) return false;
    switch (declared.kind) {
    case Parameter::Kind::value:
        return same_type(compiled.type, declared.type);
    case Parameter::Kind::image:
        return compiled.type == declared.type && compiled.space == declared.space;
    case Parameter::Kind::pointer:
        break;
    }
    const auto buffer = [](const std::string& space) { return space == "global" || space == "constant"; };
    const bool same_space = compiled.space == declared.space || (buffer(compiled.space) && buffer(declared.space));
    // The host gives a __local argument a size, no data: what the kernel
    // keeps there is its own affair.
    if (declared.space == "local") return same_space;
    return same_space && same_type(scalar_of(compiled.type), scalar_of(declared.type));
}

std::string listed(const std::vector<std::string>& parameters)
{
    std::string list;
    for (const std::string& parameter : parameters) list += (list.empty() ? "" : ", ") + parameter;
    return "(" + list + ")";
}

// The compiled kernel's parameters, or an empty list where the
// implementation keeps no argument info for it.
std::vector<Parameter> compiled_parameters(const cl::Kernel& kernel, cl_uint count)
{
    std::vector<Parameter> parameters;
    try {
        for (cl_uint index = 0; index < count; ++index) parameters.push_back(compiled_parameter(kernel, index));
    } catch (const cl::Error& error) {
        if (error.err() != CL_KERNEL_ARG_INFO_NOT_AVAILABLE) throw;
        parameters.clear();
    }
    return parameters;
}

}  // namespace

cl::Kernel make_kernel(const cl::Program& program, const std::string& name, const std::vector<std::string>& parameters)
{
    cl::Kernel kernel(program, name.c_str());
    const cl_uint count = kernel.getInfo<CL_KERNEL_NUM_ARGS>();
    const std::string expected = " the host passes " + listed(parameters);
    if (count != parameters.size())
        throw UserError("kernel " + name + " has " + std::to_string(count) + " parameters, and" + expected +
                        ": declare them as the host passes them");
    const std::vector<Parameter> compiled = compiled_parameters(kernel, count);
    for (std::size_t index = 0; index < compiled.size(); ++index) {
        if (takes(compiled[index], parse_declaration(parameters[index]))) continue;
        throw UserError("parameter " + std::to_string(index) + " of kernel " + name + ", '" + compiled[index].text +
                        "', cannot take what the host passes there, '" + parameters[index] + "' (the host passes " +
                        listed(parameters) + "): declare it as the host passes it");
    }
    return kernel;
}

void check_kernel_memory(const cl::Kernel& kernel, const cl::Device& device, const cl::NDRange& local)
{
    const std::string name = kernel.getInfo<CL_KERNEL_FUNCTION_NAME>();
    const cl_ulong local_bytes = kernel.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(device);
    const cl_ulong device_local_bytes = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    if (local_bytes > device_local_bytes)
        throw UserError("kernel " + name + " needs " + std::to_string(local_bytes) +
                        " bytes of __local memory (CL_KERNEL_LOCAL_MEM_SIZE), more than this device's " +
                        std::to_string(device_local_bytes) +
                        " (CL_DEVICE_LOCAL_MEM_SIZE): make its __local arrays "
                        "smaller");
    // A GPU keeps private memory per work-item, in registers and spilled
    // to its own memory: no stack of a group's to overflow there.
    if (device_kind(device) != DeviceKind::cpu) return;
    std::size_t items = 1;
    for (std::size_t dimension = 0; dimension < local.dimensions(); ++dimension) items *= local[dimension];
    const cl_ulong private_bytes = kernel.getWorkGroupInfo<CL_KERNEL_PRIVATE_MEM_SIZE>(device);
    if (private_bytes * items > largest_private_bytes_per_group)
        throw UserError("kernel " + name + " needs " + std::to_string(private_bytes) +
                        " bytes of private memory a work-item (CL_KERNEL_PRIVATE_MEM_SIZE), " +
                        std::to_string(private_bytes * items) + " for a group of " + std::to_string(items) +
                        ", more than the " + std::to_string(largest_private_bytes_per_group >> 20) +
                        " MiB a group may take here: make its private arrays smaller, or keep them in __local or "
                        "__global memory");
}

}  // namespace ocltut
